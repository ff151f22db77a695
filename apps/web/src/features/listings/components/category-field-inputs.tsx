import {
  numberRangeText,
  UNIT_SUFFIXES,
  YES_NO_TEXT,
  type CategoryField,
} from '@marketplace/contract/category-fields-messages';
import { DEFAULT_LANGUAGE, isLanguage } from '@marketplace/contract/language';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useContractMessage } from '@/i18n/contract-messages';
import type { ListingFormValues } from '../utils/listing-form-values';

export interface CategoryFieldInputsProps {
  /** The chosen category's fields, in order. */
  fields: readonly CategoryField[];
  register: UseFormRegister<ListingFormValues>;
  errors: FieldErrors<ListingFormValues>['attributes'];
  /** Prefix of the controls' ids (the form's `useId`). */
  idPrefix: string;
}

/**
 * Issue #39: the chosen category's own fields in the listing form — a scooter's make, model, year and cc; a
 * boat's type, length and horsepower — labelled in the page's language, the optional ones marked, a number's
 * unit beside it and its range under it. Checked with the contract's `attributesSchema` (the form's resolver);
 * the server's issues land under the same fields (`attributes.<key>`).
 */
export function CategoryFieldInputs({ fields, register, errors, idPrefix }: CategoryFieldInputsProps) {
  const { t, i18n } = useTranslation('listings');
  const message = useContractMessage();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  if (fields.length === 0) return null;
  return (
    <fieldset className="grid gap-5 rounded-md border p-4">
      <legend className="px-1 text-sm font-semibold">{t('form.categoryDetails')}</legend>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `${idPrefix}-attribute-${field.key}`;
          const name = `attributes.${field.key}` as const;
          const error = message(errors?.[field.key]?.message);
          const label = field.label[language];
          const range = numberRangeText(field);
          const suffix = field.unit ? UNIT_SUFFIXES[field.unit] : '';
          return (
            <FormField
              key={field.key}
              id={id}
              label={label}
              optional={!field.required}
              error={error}
              // A range reads left to right in both languages ("1–300 ft", not "ft 300–1" in Dhivehi).
              hint={range ? <span dir="ltr">{range}</span> : undefined}
            >
              {(a11y) => {
                if (field.type === 'number') {
                  // Left to right as a whole in both languages: the number, then its unit at the end.
                  return (
                    <div className="relative" dir="ltr">
                      <Input
                        {...a11y}
                        dir="ltr"
                        inputMode="numeric"
                        autoComplete="off"
                        className={suffix ? 'pe-16' : undefined}
                        {...register(name)}
                      />
                      {suffix ? (
                        <span
                          className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-sm font-medium text-muted-foreground"
                          aria-hidden="true"
                        >
                          {suffix}
                        </span>
                      ) : null}
                    </div>
                  );
                }
                if (field.type === 'choice' || field.type === 'yes-no') {
                  const options =
                    field.type === 'choice'
                      ? field.options.map((option) => ({ value: option.value, label: option[language] }))
                      : [
                          { value: String(true), label: YES_NO_TEXT[language].yes },
                          { value: String(false), label: YES_NO_TEXT[language].no },
                        ];
                  return (
                    <NativeSelect {...a11y} {...register(name)}>
                      <option value="">{t('form.chooseOption')}</option>
                      {options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </NativeSelect>
                  );
                }
                if (field.type === 'choices') {
                  return (
                    <div
                      {...a11y}
                      role="group"
                      aria-labelledby={`${id}-label`}
                      className="flex flex-wrap gap-3"
                    >
                      {field.options.map((option) => (
                        <label key={option.value} className="flex items-center gap-2 text-sm">
                          <input type="checkbox" value={option.value} {...register(name)} />
                          {option[language]}
                        </label>
                      ))}
                    </div>
                  );
                }
                return <Input {...a11y} dir="auto" autoComplete="off" {...register(name)} />;
              }}
            </FormField>
          );
        })}
      </div>
    </fieldset>
  );
}
