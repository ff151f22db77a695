import { describe, expect, it } from 'vitest';
import { postImageFileName, sanitizeFileName } from './post-file-name';

describe('sanitizeFileName', () => {
  it('lower-cases, turns runs of other characters into one dash and trims dashes', () => {
    expect(sanitizeFileName('  iPhone 13 Pro (128GB)!! ')).toBe('iphone-13-pro-128gb');
    expect(sanitizeFileName('Sofa -- 3 seater / grey')).toBe('sofa-3-seater-grey');
    expect(sanitizeFileName('Café & Bar_Stool')).toBe('caf-bar-stool');
  });

  it('leaves nothing of a name without Latin letters or digits', () => {
    expect(sanitizeFileName('!!! ---')).toBe('');
  });
});

describe('postImageFileName', () => {
  it('adds the 3:4 suffix', () => {
    expect(postImageFileName('Yamaha Outboard 40HP')).toBe('yamaha-outboard-40hp-3x4.png');
  });

  it('falls back to the display id, then to "listing"', () => {
    expect(postImageFileName('ދޯނި', 'PD-000123')).toBe('pd-000123-3x4.png');
    expect(postImageFileName('ދޯނި')).toBe('listing-3x4.png');
  });
});
