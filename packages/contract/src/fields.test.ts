import { describe, expect, it } from 'vitest';
import { signInInputSchema, signUpInputSchema } from './accounts';
import { SIGN_UP_MESSAGES } from './accounts-messages';
import { activityLogsQuerySchema, adminUserUpdateInputSchema } from './admin';
import {
  CALENDAR_DATE_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  DIRECTION_CONTROLS_MESSAGE,
  ID_LIST_MESSAGE,
  ID_MESSAGE,
  INT4_MAX,
  INVISIBLE_TEXT_MESSAGE,
  NAME_LINK_MESSAGE,
  calendarDate,
  id,
  idList,
  parseDecimalAmount,
  personName,
  text,
} from './fields';
import { listingFieldsSchema } from './listings';
import { LISTING_MESSAGES } from './listings-messages';
import { marketplaceQuerySchema, suggestionsQuerySchema } from './marketplace';
import { testimonialInputSchema } from './testimonials';

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }) {
  return result.success ? [] : result.error!.issues.map((issue) => issue.message);
}

describe('text: every text field and query string (issue #11)', () => {
  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', 'line\nbreak', 'tab\there'])(
    'one-line text refuses %j',
    (value) => {
      expect(messages(text().safeParse(value))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    },
  );

  // Issue #37 item 4e: U+202E made "png.exe" read reversed in a thread; a message of only U+200B showed empty.
  it.each(['\u202Egnp.exe', 'a\u202Ab', '\u202B', '\u202C', '\u202D', '\u2066x\u2069', '\u2067', '\u2068'])(
    'refuses the text-direction controls in %j, one-line and multi-line',
    (value) => {
      expect(messages(text().safeParse(value))).toEqual([DIRECTION_CONTROLS_MESSAGE]);
      expect(messages(text({ multiline: true }).safeParse(value))).toEqual([DIRECTION_CONTROLS_MESSAGE]);
    },
  );

  it.each([
    '\u200B',
    '\u200B\u200C\u200D',
    ' \u2060 ',
    '\uFEFF\u200B',
    '\u00AD',
    '\u3164',
    '\u2800',
    '\u115F\u1160',
  ])('refuses text of only invisible characters %j', (value) => {
    expect(messages(text({ multiline: true }).safeParse(value))).toEqual([INVISIBLE_TEXT_MESSAGE]);
  });

  it('keeps Thaana, its marks, emoji joined by U+200D and white space left for the field to judge', () => {
    for (const value of ['ރަނގަޅު', '\u200Fހުޅުމާލެ\u200F', '👩\u200D👩\u200D👧', 'a\u200Bb', '   ', '']) {
      expect(text({ multiline: true }).parse(value)).toBe(value);
    }
  });

  it('multi-line text keeps tabs and line breaks but not NUL or other controls', () => {
    const multiline = text({ multiline: true });
    expect(multiline.parse('first line\r\n\tsecond line')).toBe('first line\r\n\tsecond line');
    expect(messages(multiline.safeParse('before\u0000after'))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(messages(multiline.safeParse('bell\u0007'))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('lets every other character through: Thaana, emoji, accents', () => {
    expect(text().parse('ދިވެހި 🏝️ Malé')).toBe('ދިވެހި 🏝️ Malé');
  });

  it('is in the request schemas, which keep the spec messages for their own rules', () => {
    expect(messages(marketplaceQuerySchema.safeParse({ query: '\u0000' }))).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
    expect(messages(suggestionsQuerySchema.safeParse({ query: 'a\u0000' }))).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
    expect(messages(signInInputSchema.safeParse({ email: 'a\u0000@b.mv', password: 'x' }))).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
    expect(
      messages(
        testimonialInputSchema.safeParse({ rating: 5, content: `${'Great seller. '.repeat(3)}\u0000` }),
      ),
    ).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    expect(messages(adminUserUpdateInputSchema.safeParse({ location: 'Malé\u0000' }))).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ]);
    const signUp = signUpInputSchema.safeParse({ firstName: '', lastName: 'x\u0000' });
    const byField = Object.fromEntries(signUp.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField.firstName).toBe(SIGN_UP_MESSAGES.firstNameRequired);
    expect(byField.lastName).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});

describe('ids: PostgreSQL integers, 1 to 2147483647', () => {
  it.each([
    ['1', 1],
    [' 42 ', 42],
    [String(INT4_MAX), INT4_MAX],
    [7, 7],
  ])('accepts %j', (value, parsed) => {
    expect(id().parse(value)).toBe(parsed);
  });

  it.each(['2147483648', 2147483648, '0', '-1', '1.5', '0x10', '1e3', '', 'abc', null])(
    'refuses %j',
    (value) => {
      expect(messages(id().safeParse(value))).toEqual([ID_MESSAGE]);
    },
  );

  it('bounds every id of a list, and the browse filters', () => {
    expect(idList().parse('1,4')).toEqual([1, 4]);
    expect(messages(idList().safeParse(`1,${INT4_MAX + 1}`))).toEqual([ID_LIST_MESSAGE]);
    expect(messages(idList().safeParse('99999999999'))).toEqual([ID_LIST_MESSAGE]);
    expect(marketplaceQuerySchema.safeParse({ categories: '2147483648' }).success).toBe(false);
    expect(marketplaceQuerySchema.safeParse({ location: '2147483648' }).success).toBe(false);
    expect(marketplaceQuerySchema.parse({ location: '12' }).location).toEqual([12]);
    expect(marketplaceQuerySchema.parse({ location: '12,3' }).location).toEqual([3, 12]);
    expect(marketplaceQuerySchema.safeParse({ location: Array.from({ length: 201 }, (_, i) => i + 1).join(',') }).success).toBe(false);
  });
});

describe('calendar dates', () => {
  it.each([
    '2026-13-45',
    '2026-02-29',
    '2026-04-31',
    '0000-01-01',
    '2026-1-1',
    '20260101',
    '2026-01-01\u0000',
  ])('refuses %j', (value) => {
    expect(messages(calendarDate().safeParse(value))[0]).toBeDefined();
    expect(activityLogsQuerySchema.safeParse({ day: value }).success).toBe(false);
  });

  it('accepts real days, leap days included', () => {
    expect(calendarDate().parse('2024-02-29')).toBe('2024-02-29');
    expect(activityLogsQuerySchema.parse({ day: '2026-01-31' }).day).toBe('2026-01-31');
    expect(messages(calendarDate().safeParse('2026-13-45'))).toEqual([CALENDAR_DATE_MESSAGE]);
  });
});

describe('prices: decimal MVR, more than 0 after rounding to 2 places', () => {
  it.each([
    ['1,250.50', 1250.5],
    ['850', 850],
    [' 99.999 ', 100],
    ['.5', 0.5],
    ['12.', 12],
    ['0.005', 0.01],
  ])('reads %j as %d', (price, parsed) => {
    expect(listingFieldsSchema.parse(valid({ price })).price).toBe(parsed);
  });

  it.each(['0.001', '0.004', '0x10', '1e3', '-5', '+5', 'Infinity', '1,2,5', '.', '١٢'])(
    'refuses %j with the spec message',
    (price) => {
      expect(messages(listingFieldsSchema.safeParse(valid({ price })))).toEqual([
        LISTING_MESSAGES.priceInvalid,
      ]);
    },
  );

  it('parses amounts strictly', () => {
    expect(parseDecimalAmount('0x10')).toBeNull();
    expect(parseDecimalAmount('16')).toBe(16);
    expect(marketplaceQuerySchema.safeParse({ minPrice: '0x10' }).success).toBe(false);
    expect(marketplaceQuerySchema.parse({ minPrice: '0', maxPrice: '1,000' })).toMatchObject({
      minPrice: 0,
      maxPrice: 1000,
    });
  });
});

function valid(overrides: Record<string, string>) {
  return {
    name: 'Office chair',
    categoryId: '3',
    condition: 'like new',
    price: '850',
    locationId: '12',
    description: 'Ergonomic chair with lumbar support, two years old.',
    ...overrides,
  };
}

// Issue #37 item 4b: sign-up as "Your account is locked. Restore at" / "https://…evil…/restore" made the site mail
// that text and link to someone else's address.
describe("personName: a person's name is never a link", () => {
  it.each([
    'https://evil.example/restore',
    'Restore at evil.example/restore',
    'www.evil-site',
    'ali@example.mv',
    'see bit.ly/x',
    'hxxp://x',
    'restore.ACCOUNT',
  ])('refuses %j', (value) => {
    expect(messages(personName({ required: 'First name is required.' }).safeParse(value))).toEqual([
      NAME_LINK_MESSAGE,
    ]);
  });

  it.each(['Aishath', 'A. Rasheed', 'A.Rasheed', 'Mohamed Ali Jr.', 'ޢާއިޝަތު', "O'Neil-Hassan"])(
    'keeps %j',
    (value) => {
      expect(personName({ required: 'First name is required.' }).parse(`  ${value} `)).toBe(value);
    },
  );

  // A name of 200,000 letters took minutes when the link test ran on it (quadratic): now it never meets more
  // than 50 characters, and is linear anyway; a slow one fails this test by its timeout.
  it('refuses a 200,000-letter name for its length, without running the link test on it', () => {
    const long = personName({ required: 'First name is required.' }).safeParse('a'.repeat(200_000));
    expect(long.success).toBe(false);
    expect(messages(long)).not.toContain(NAME_LINK_MESSAGE);
    expect(personName().safeParse(`${'a'.repeat(200_000)}.com`).success).toBe(false);
  });

  it('says the field is required when empty; an optional name may be empty', () => {
    expect(messages(personName({ required: 'First name is required.' }).safeParse('  '))).toEqual([
      'First name is required.',
    ]);
    expect(personName().parse('')).toBe('');
  });
});
