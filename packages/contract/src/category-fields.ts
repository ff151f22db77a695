/**
 * Issue #39: the one check of a listing's category field values, used by the listing form and by
 * `POST`/`PUT /api/listings` alike. Built per category from its fields (`CategoryField`): values arrive as a form
 * holds them (numbers and yes/no as strings) or as JSON, and leave typed (`ListingAttributes`).
 */
import { z } from 'zod';
import {
  ATTRIBUTE_TEXT_MAX_LENGTH,
  CATEGORY_FIELD_ADMIN_MESSAGES,
  CATEGORY_FIELD_MESSAGES,
  CATEGORY_FIELD_TYPES,
  CATEGORY_FIELD_UNITS,
  type CategoryField,
  type ListingAttributes,
} from './category-fields-messages';
import { text } from './fields';
import { categoryFieldSchema } from './listings-responses';

export * from './category-fields-messages';

/** Nothing given: an empty string, null, undefined or an empty list. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** A whole number as a form or JSON gives it: 110, "110", "2,000" (thousands commas); not "1e3", "0x10", "-5". */
function wholeNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const digits = value.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : value;
}

/** A yes/no as a form or JSON gives it: true/false, "true"/"false", "yes"/"no". */
function yesNo(value: unknown): unknown {
  if (value === 'true' || value === 'yes') return true;
  if (value === 'false' || value === 'no') return false;
  return value;
}

/** One given field's value, typed (an empty one is left out or refused as required before this). */
function valueSchema(field: CategoryField): z.ZodType<ListingAttributes[string]> {
  const messages = CATEGORY_FIELD_MESSAGES;
  const choices = field.options.map((option) => option.value);
  let schema: z.ZodType<ListingAttributes[string]>;
  switch (field.type) {
    case 'number':
      schema = z.preprocess(
        wholeNumber,
        z
          .number({ error: messages.numberInvalid })
          .int({ error: messages.numberInvalid })
          .min(field.min ?? 0, { error: messages.numberOutOfRange })
          .max(field.max ?? 999_999_999, { error: messages.numberOutOfRange }),
      );
      break;
    case 'choice':
      schema = z.string({ error: messages.choiceInvalid }).refine((value) => choices.includes(value), {
        message: messages.choiceInvalid,
      });
      break;
    case 'choices':
      schema = z
        .preprocess(
          (value) => (typeof value === 'string' ? [value] : value),
          z.array(z.string({ error: messages.choiceInvalid }), { error: messages.choiceInvalid }),
        )
        .refine((values) => values.every((value) => choices.includes(value)), {
          message: messages.choiceInvalid,
        })
        // Stored in the options' order, each once.
        .transform((values) => choices.filter((choice) => values.includes(choice)));
      break;
    case 'yes-no':
      schema = z.preprocess(yesNo, z.boolean({ error: messages.choiceInvalid }));
      break;
    case 'text':
      schema = text({ error: messages.required })
        .trim()
        .max(ATTRIBUTE_TEXT_MAX_LENGTH, { message: messages.textTooLong });
      break;
  }
  return schema;
}

/**
 * The values of a listing in a category with `fields` (the category's current fields), keyed by field key.
 * A key the category does not have is refused (`unknownField`); an empty value is left out (refused for a
 * required field: `required`). Numbers are whole and within the field's range.
 */
export function attributesSchema(fields: readonly CategoryField[]): z.ZodType<ListingAttributes, unknown> {
  const schemas = new Map(fields.map((field) => [field.key, valueSchema(field)]));
  const required = new Set(fields.filter((field) => field.required).map((field) => field.key));
  // One pass over the keys given and the fields asked for, so that every problem is reported at once (a zod
  // object stops before its refinements when a value fails, and reports unknown keys without their path).
  return z
    .record(z.string(), z.unknown(), { error: CATEGORY_FIELD_MESSAGES.invalidAttributes })
    .transform((values, ctx) => {
      const kept: ListingAttributes = {};
      for (const key of Object.keys(values)) {
        if (!schemas.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: CATEGORY_FIELD_MESSAGES.unknownField,
            input: values[key],
          });
        }
      }
      for (const [key, schema] of schemas) {
        if (isEmpty(values[key])) {
          if (required.has(key)) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: CATEGORY_FIELD_MESSAGES.required,
              input: values[key],
            });
          }
          continue;
        }
        const checked = schema.safeParse(values[key]);
        if (!checked.success) {
          for (const issue of checked.error.issues) {
            ctx.addIssue({
              code: 'custom',
              path: [key, ...issue.path],
              message: issue.message,
              input: values[key],
            });
          }
        } else kept[key] = checked.data;
      }
      return kept;
    });
}

/**
 * The `attributes` part of a listing's multipart form: a JSON object. Anything else (bad JSON, an array, a
 * string of more than 20,000 characters) is refused with `invalidAttributes`.
 */
export function readAttributesJson(value: unknown): { ok: true; value: unknown } | { ok: false } {
  if (value === undefined || value === '') return { ok: true, value: {} };
  if (typeof value !== 'string' || value.length > 20_000) return { ok: false };
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? { ok: true, value: parsed }
      : { ok: false };
  } catch {
    return { ok: false };
  }
}

const label = text({ error: CATEGORY_FIELD_ADMIN_MESSAGES.labelRequired })
  .trim()
  .min(1, { message: CATEGORY_FIELD_ADMIN_MESSAGES.labelRequired, abort: true })
  .max(60, { message: CATEGORY_FIELD_ADMIN_MESSAGES.labelTooLong });
const bound = z
  .number({ error: CATEGORY_FIELD_MESSAGES.numberInvalid })
  .int({ error: CATEGORY_FIELD_MESSAGES.numberInvalid })
  .min(0, { error: CATEGORY_FIELD_MESSAGES.numberInvalid })
  .max(999_999_999, { error: CATEGORY_FIELD_MESSAGES.numberInvalid })
  .nullable();

/**
 * Issue #39 item 1: a field as the admin defines it (`POST`/`PUT /api/admin/categories/{id}/fields…`): a key
 * (lower-case, stable: values are stored under it), labels in English and Dhivehi, a type; a number field has
 * a whole-number range and may have a unit; a list (`choice`, `choices`) has 2–50 options with their own values.
 */
export const categoryFieldInputSchema = z
  .object({
    key: text({ error: CATEGORY_FIELD_ADMIN_MESSAGES.keyInvalid }).regex(/^[a-z][a-z0-9_]{0,39}$/, {
      message: CATEGORY_FIELD_ADMIN_MESSAGES.keyInvalid,
    }),
    label: z.object({ en: label, dv: label }, { error: CATEGORY_FIELD_ADMIN_MESSAGES.labelRequired }),
    type: z.enum(CATEGORY_FIELD_TYPES),
    unit: z.enum(CATEGORY_FIELD_UNITS).nullable().default(null),
    min: bound.default(null),
    max: bound.default(null),
    options: z
      .array(
        z.object({
          value: text({ error: CATEGORY_FIELD_ADMIN_MESSAGES.optionValueInvalid })
            .regex(/^[a-z0-9][a-z0-9.-]{0,39}$/, {
              message: CATEGORY_FIELD_ADMIN_MESSAGES.optionValueInvalid,
            })
            // No "..": in a browse filter (`fields=`) it writes a range.
            .refine((value) => !value.includes('..'), {
              message: CATEGORY_FIELD_ADMIN_MESSAGES.optionValueInvalid,
            }),
          en: label,
          dv: label,
        }),
      )
      .max(50, { message: CATEGORY_FIELD_ADMIN_MESSAGES.optionsTooMany })
      .default([]),
    required: z.boolean().default(false),
    filterable: z.boolean().default(false),
  })
  .superRefine((field, ctx) => {
    const isNumber = field.type === 'number';
    const isList = field.type === 'choice' || field.type === 'choices';
    if (isNumber && (field.min === null || field.max === null)) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: CATEGORY_FIELD_ADMIN_MESSAGES.rangeRequired });
    } else if (isNumber && field.min! > field.max!) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: CATEGORY_FIELD_ADMIN_MESSAGES.rangeInvalid });
    }
    if (!isNumber && (field.unit !== null || field.min !== null || field.max !== null)) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: CATEGORY_FIELD_ADMIN_MESSAGES.notForThisType });
    }
    if (isList && field.options.length < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: CATEGORY_FIELD_ADMIN_MESSAGES.optionsRequired,
      });
    }
    if (!isList && field.options.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: CATEGORY_FIELD_ADMIN_MESSAGES.notForThisType,
      });
    }
    const values = field.options.map((option) => option.value);
    if (new Set(values).size !== values.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: CATEGORY_FIELD_ADMIN_MESSAGES.optionValuesRepeated,
      });
    }
  });
export type CategoryFieldInput = z.input<typeof categoryFieldInputSchema>;

/** `PUT /api/admin/categories/{id}/fields-order`: every field's key (retired ones too) in the new order. */
export const categoryFieldOrderSchema = z.object({
  keys: z.array(text().max(40), { error: CATEGORY_FIELD_ADMIN_MESSAGES.orderInvalid }).min(1).max(50),
});

/** Response of the admin's field routes (`AdminCategoryFields`). */
export const adminCategoryFieldsSchema = z.object({
  category: z.object({ id: z.number(), name: z.string() }),
  fields: z.array(categoryFieldSchema.extend({ retired: z.boolean() })),
});
