import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './description-preview';

describe('descriptionPreview', () => {
  it('leaves a description of up to 100 characters whole', () => {
    expect(descriptionPreview('a'.repeat(100))).toBeNull();
  });

  it('puts the ellipsis after the last word, not after a full stop (issue #16 item 16)', () => {
    const first = `${'x'.repeat(91)} exactly.`; // 100 characters, ending with a full stop
    expect(first).toHaveLength(100);
    expect(descriptionPreview(`${first} Then more words follow here.`)).toBe(`${'x'.repeat(91)} exactly…`);
    expect(descriptionPreview(`${'y'.repeat(98)}, more words`)).toBe(`${'y'.repeat(98)}…`);
  });

  it('never cuts a word in half', () => {
    const text = `${'word '.repeat(19)}wonderful ending`; // the 100th character falls inside "wonderful"
    const preview = descriptionPreview(text)!;
    expect(preview).toBe(`${'word '.repeat(19).trimEnd()}…`);
    expect(Array.from(preview).length).toBeLessThanOrEqual(101);
  });

  it('cuts inside a very long word rather than dropping most of the preview', () => {
    expect(descriptionPreview('z'.repeat(150))).toBe(`${'z'.repeat(100)}…`);
  });
});
