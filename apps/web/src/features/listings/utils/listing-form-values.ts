import { zodResolver } from '@hookform/resolvers/zod';
import {
  attributesSchema,
  type AttributeValue,
  type CategoryField,
  type ListingAttribute,
  type ListingAttributes,
} from '@marketplace/contract/category-fields';
import {
  listingFieldsSchema,
  type ListingFields,
  type ListingFieldsInput,
} from '@marketplace/contract/listings';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** A category field's value as the form holds it: what its input shows ("110", "honda", "true"; a list's ticks). */
export type AttributeFormValue = string | string[];

/** The listing form's values: the listing's fields and (issue #39) its category fields', by key. */
export type ListingFormValues = ListingFieldsInput & { attributes?: Record<string, AttributeFormValue> };

/** What the form submits once checked: the typed fields and the category fields' typed values. */
export type ListingFormOutput = ListingFields & { attributes: ListingAttributes };

/** A stored value as its input shows it. */
export function attributeFormValue(value: AttributeValue): AttributeFormValue {
  if (Array.isArray(value)) return value;
  return String(value);
}

/** A listing's values as the form holds them (edit). */
export function attributeFormValues(
  attributes: readonly ListingAttribute[],
): Record<string, AttributeFormValue> {
  return Object.fromEntries(
    attributes.map((attribute) => [attribute.key, attributeFormValue(attribute.value)]),
  );
}

/** The values of `fields` only, empty ones left out (a draft keeps these; other categories' are dropped). */
export function attributesOfFields(
  values: Partial<Record<string, AttributeFormValue | undefined>> | undefined,
  fields: readonly CategoryField[],
): Record<string, AttributeFormValue> {
  const kept: Record<string, AttributeFormValue> = {};
  for (const field of fields) {
    const value = values?.[field.key];
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    kept[field.key] = value;
  }
  return kept;
}

/**
 * The listing form's resolver: the contract's `listingFieldsSchema` for the fields and, for the category chosen
 * at the time (`fieldsOf`), its `attributesSchema` for the values of that category's fields only (values typed
 * for a category picked before are not the listing's). Both are checked on every submit, so an empty form
 * shows all of its problems at once.
 */
export function listingFormResolver(
  fieldsOf: (categoryId: unknown) => readonly CategoryField[],
): Resolver<ListingFormValues, unknown, ListingFormOutput> {
  const fieldsResolver = zodResolver(listingFieldsSchema) as unknown as Resolver<
    ListingFormValues,
    unknown,
    ListingFields
  >;
  return async (values, context, options) => {
    const checkedFields = await fieldsResolver(values, context, options);
    const fields = fieldsOf(values.categoryId);
    const checkedAttributes = attributesSchema(fields).safeParse(
      attributesOfFields(values.attributes, fields),
    );
    const attributeErrors: Record<string, { type: string; message: string }> = {};
    if (!checkedAttributes.success) {
      for (const issue of checkedAttributes.error.issues) {
        const key = String(issue.path[0] ?? '');
        attributeErrors[key] ??= { type: 'validate', message: issue.message };
      }
    }
    const fieldErrors = checkedFields.errors as FieldErrors<ListingFormValues>;
    if (Object.keys(fieldErrors).length === 0 && checkedAttributes.success) {
      return {
        values: { ...(checkedFields.values as ListingFields), attributes: checkedAttributes.data },
        errors: {},
      };
    }
    return {
      values: {},
      errors: {
        ...fieldErrors,
        ...(checkedAttributes.success ? {} : { attributes: attributeErrors }),
      } as FieldErrors<ListingFormValues>,
    };
  };
}
