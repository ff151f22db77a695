/**
 * Category fields (issue #39): what describes the goods of a category — a scooter's make, year and engine cc,
 * a boat's length and horsepower, a phone's storage — asked for in the listing form, shown on the item page.
 * Each category has an ordered list of fields; a listing keeps its values by field key (`ListingAttributes`).
 * This module is zod-free (types, constants, messages, formatting), so pages that only show values do not load
 * the schemas (`category-fields.ts`).
 */
import type { Language } from './language';

/** What a field holds. */
export const CATEGORY_FIELD_TYPES = ['number', 'choice', 'choices', 'yes-no', 'text'] as const;
export type CategoryFieldType = (typeof CATEGORY_FIELD_TYPES)[number];

/**
 * Units a number field can carry, shown after the value ("110 cc"). `year` is shown without a unit ("2019").
 * Labels are the same in both languages: Maldivians write "cc", "HP", "ft" and "GB" in Latin letters.
 */
export const CATEGORY_FIELD_UNITS = ['cc', 'HP', 'ft', 'GB', 'kg', 'inches', 'tons', 'year'] as const;
export type CategoryFieldUnit = (typeof CATEGORY_FIELD_UNITS)[number];

/** How a unit is written after a number ("" for a year). */
export const UNIT_SUFFIXES: Record<CategoryFieldUnit, string> = {
  cc: 'cc',
  HP: 'HP',
  ft: 'ft',
  GB: 'GB',
  kg: 'kg',
  inches: '″',
  tons: 'tons',
  year: '',
};

/** One choice of a list field: its stored value and its label in each language. */
export interface CategoryFieldOption {
  value: string;
  en: string;
  dv: string;
}

/** A field of a category, as the listing form and the item page use it. */
export interface CategoryField {
  /** Stable key the values are stored under ("year", "engine_cc"). */
  key: string;
  label: { en: string; dv: string };
  type: CategoryFieldType;
  /** Number fields: the unit shown after the value, and the accepted range (whole numbers). */
  unit: CategoryFieldUnit | null;
  min: number | null;
  max: number | null;
  /** Choice fields: the options in display order. */
  options: CategoryFieldOption[];
  required: boolean;
  /** Whether buyers can filter by it on /marketplace once the category is chosen. */
  filterable: boolean;
}

/** One value: a whole number, a choice's value, several choices' values, yes/no, or short text. */
export type AttributeValue = number | string | string[] | boolean;
/** A listing's values by field key. */
export type ListingAttributes = Record<string, AttributeValue>;

/** A short text field holds at most this many characters (a model name: "Dio 110", "Galaxy A54"). */
export const ATTRIBUTE_TEXT_MAX_LENGTH = 60;

/** Issue #39: the messages of the listing form's category fields, in the spec's style. */
export const CATEGORY_FIELD_MESSAGES = {
  required: 'Please fill in this field.',
  numberInvalid: 'Please enter a whole number.',
  numberOutOfRange: 'Please enter a number within the range shown.',
  choiceInvalid: 'Please choose one of the options.',
  textTooLong: 'Please keep this to 60 characters or fewer.',
  unknownField: 'This detail does not belong to the chosen category.',
  invalidAttributes: 'The category details could not be read.',
} as const;

/**
 * How a yes/no value reads on the item page, in each language (the server writes both, as it writes each
 * field's labels in both).
 */
export const YES_NO_TEXT: Record<Language, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  dv: { yes: 'އާން', no: 'ނޫން' },
};

/** Issue #39 item 1: the admin's field editor (`/admin/categories`). */
export const CATEGORY_FIELD_ADMIN_MESSAGES = {
  keyInvalid: 'Use lower-case letters, digits and _ (starting with a letter), at most 40.',
  keyTaken: 'This category already has a field with that key.',
  labelRequired: 'Please enter the label in both languages.',
  labelTooLong: 'Please keep labels to 60 characters or fewer.',
  rangeRequired: 'A number field needs its lowest and highest value.',
  rangeInvalid: 'The lowest value must not be above the highest.',
  optionsRequired: 'A list needs at least two options.',
  optionsTooMany: 'A list can have at most 50 options.',
  optionValueInvalid: 'Option values use lower-case letters, digits, . and -, at most 40.',
  optionValuesRepeated: 'Each option needs its own value.',
  notForThisType: 'Only number fields have a unit and a range; only lists have options.',
  typeCannotChange: "A field's type cannot change: retire it and add a new one.",
  keyCannotChange: "A field's key cannot change: retire it and add a new one.",
  fieldNotFound: 'This category has no such field.',
  categoryNotFound: 'No such category.',
  orderInvalid: "The new order must name each of the category's fields once.",
  fieldsFull: 'A category can have at most 30 fields.',
  added: 'Field added',
  saved: 'Field saved',
  retired: 'Field retired',
  restored: 'Field restored',
  reordered: 'Order saved',
} as const;

/** A category can have at most this many fields (retired ones included). */
export const CATEGORY_FIELDS_MAX = 30;

/** A field as the admin's editor shows it: its definition, place and whether it is retired. */
export interface AdminCategoryField extends CategoryField {
  retired: boolean;
}

/** `GET /api/admin/categories/{id}/fields`: a category and all its fields in order, retired ones too. */
export interface AdminCategoryFields {
  category: { id: number; name: string };
  fields: AdminCategoryField[];
}

/** What the item page shows for one value: the field's label and the value, each in both languages. */
export interface ListingAttribute {
  key: string;
  label: { en: string; dv: string };
  text: { en: string; dv: string };
  value: AttributeValue;
}

/**
 * A value as the item page and cards show it, in `language`: a number with its unit ("110 cc", "2019",
 * thousands with commas: "2,000 cc"), a choice's label, several labels joined with ", ", Yes/No, or the text
 * as typed.
 */
export function attributeText(field: CategoryField, value: AttributeValue, language: Language): string {
  if (typeof value === 'boolean') return value ? YES_NO_TEXT[language].yes : YES_NO_TEXT[language].no;
  if (typeof value === 'number') {
    const number = field.unit === 'year' ? String(value) : value.toLocaleString('en-US');
    const suffix = field.unit ? UNIT_SUFFIXES[field.unit] : '';
    return suffix ? `${number} ${suffix}` : number;
  }
  const label = (choice: string) =>
    field.options.find((option) => option.value === choice)?.[language] ?? choice;
  if (Array.isArray(value)) return value.map(label).join(', ');
  return field.type === 'choice' ? label(value) : value;
}

/** The range a number field accepts, as a hint under it ("1950–2027", "50–2,000 cc"); null without bounds. */
export function numberRangeText(field: CategoryField): string | null {
  if (field.type !== 'number' || field.min === null || field.max === null) return null;
  const format = (n: number) => (field.unit === 'year' ? String(n) : n.toLocaleString('en-US'));
  const suffix = field.unit ? UNIT_SUFFIXES[field.unit] : '';
  return `${format(field.min)}–${format(field.max)}${suffix ? ` ${suffix}` : ''}`;
}

/**
 * What a card shows of a listing's values (issue #39 item 3): its first two filled number fields, in field
 * order, with their units ("2019 · 110 cc", "22 ft · 60 HP", "128 GB · 4 GB") — the same in both languages.
 * Null when it has none.
 */
export function cardHighlights(
  fields: readonly CategoryField[],
  values: ListingAttributes | null | undefined,
): string | null {
  if (!values) return null;
  const shown: string[] = [];
  for (const field of fields) {
    const value = values[field.key];
    if (field.type !== 'number' || typeof value !== 'number') continue;
    shown.push(attributeText(field, value, 'en'));
    if (shown.length === 2) break;
  }
  return shown.length > 0 ? shown.join(' · ') : null;
}
