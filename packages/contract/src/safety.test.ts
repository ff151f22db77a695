import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  SAFETY_MESSAGES,
  reportInputSchema,
  type BlockedMember,
  type BlockState,
  type ModerationActionResult,
  type ModerationQueuePage,
  type ModerationTargetDetail,
  type ReportCreated,
} from './safety';
import type {
  blockedMemberSchema,
  blockStateSchema,
  moderationActionResultSchema,
  moderationQueuePageSchema,
  moderationTargetDetailSchema,
  reportCreatedSchema,
} from './safety-responses';

const base = { targetType: 'listing', targetId: 'a6a1b5a2-1f7a-4b7e-9a43-1b7c1a2b3c4d', reason: 'spam' } as const;

function issues(input: unknown) {
  const result = reportInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('report input', () => {
  it('has a label for every reason, in the issue\'s words', () => {
    expect(REPORT_REASONS.map((r) => REPORT_REASON_LABELS[r])).toEqual([
      'Spam',
      'Scam or fraud',
      'Prohibited item',
      'Wrong category',
      'Offensive',
      'Other',
    ]);
  });

  it('accepts a reason without a note and stores an empty note as none', () => {
    expect(reportInputSchema.parse({ ...base, note: '   ' }).note).toBeNull();
    expect(reportInputSchema.parse(base).note).toBeNull();
    expect(reportInputSchema.parse({ ...base, note: ' Fake photos ' }).note).toBe('Fake photos');
  });

  it('requires a note for "other"', () => {
    expect(issues({ ...base, reason: 'other' })).toEqual([{ path: 'note', message: SAFETY_MESSAGES.noteRequired }]);
    expect(issues({ ...base, reason: 'other', note: '  ' })).toEqual([
      { path: 'note', message: SAFETY_MESSAGES.noteRequired },
    ]);
    expect(issues({ ...base, reason: 'other', note: 'Selling a stolen phone' })).toEqual([]);
  });

  it('limits the note to 1,000 characters, line breaks allowed, NUL refused', () => {
    expect(issues({ ...base, note: 'x'.repeat(REPORT_NOTE_MAX_LENGTH) })).toEqual([]);
    expect(issues({ ...base, note: 'x'.repeat(REPORT_NOTE_MAX_LENGTH + 1) })).toEqual([
      { path: 'note', message: SAFETY_MESSAGES.noteTooLong },
    ]);
    expect(issues({ ...base, note: 'line one\nline two' })).toEqual([]);
    expect(issues({ ...base, note: 'a\u0000b' })[0]?.path).toBe('note');
  });

  it('refuses unknown reasons and target types, and wrong types', () => {
    expect(issues({ ...base, reason: 'boring' })).toEqual([{ path: 'reason', message: SAFETY_MESSAGES.reasonRequired }]);
    expect(issues({ ...base, targetType: 'review' })).toEqual([
      { path: 'targetType', message: SAFETY_MESSAGES.targetTypeInvalid },
    ]);
    expect(issues({ ...base, targetId: 42 })[0]?.path).toBe('targetId');
    expect(issues({ ...base, targetId: '' })[0]?.path).toBe('targetId');
  });
});

describe('safety response schemas', () => {
  it('describe exactly the TypeScript types', () => {
    expectTypeOf<z.infer<typeof reportCreatedSchema>>().toEqualTypeOf<ReportCreated>();
    expectTypeOf<z.infer<typeof blockedMemberSchema>>().toEqualTypeOf<BlockedMember>();
    expectTypeOf<z.infer<typeof blockStateSchema>>().toEqualTypeOf<BlockState>();
    expectTypeOf<z.infer<typeof moderationQueuePageSchema>>().toEqualTypeOf<ModerationQueuePage>();
    expectTypeOf<z.infer<typeof moderationTargetDetailSchema>>().toEqualTypeOf<ModerationTargetDetail>();
    expectTypeOf<z.infer<typeof moderationActionResultSchema>>().toEqualTypeOf<ModerationActionResult>();
  });
});
