import {
  UNIT_SUFFIXES,
  YES_NO_TEXT,
  type CategoryField,
} from '@marketplace/contract/category-fields-messages';
import {
  FIELD_RANGE_ENDS,
  isRangeFilter,
  YES_NO_FILTER_VALUES,
  type FieldFilter,
} from '@marketplace/contract/field-filters';
import { DEFAULT_LANGUAGE, isLanguage } from '@marketplace/contract/language';
import type { FieldFacet } from '@marketplace/contract/marketplace-messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatFacetCount } from '../utils/facet-count';

export interface CategoryFieldFiltersProps {
  /** The chosen category's fields, in order (only the filterable numbers, lists and yes/no are shown). */
  fields: readonly CategoryField[];
  /** The staged field filters. */
  value: readonly FieldFilter[];
  onChange: (next: FieldFilter[]) => void;
  /**
   * The results' field facets, when they are of this category (absent while another category is staged):
   * counts beside the choices, and each number's lowest and highest value as the boxes' placeholders.
   */
  facets: readonly FieldFacet[] | undefined;
}

/** A whole number as typed in a box ("2,000" too): the number, null for an empty box, undefined for anything else. */
function typedNumber(raw: string): number | null | undefined {
  const digits = raw.trim().replace(/,/g, '');
  if (digits === '') return null;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

/**
 * Issue #39 item 3: the chosen category's filterable fields in the browse filters, under the categories — a
 * number as a From/To pair of boxes (the listings' lowest and highest value as placeholders), a list or yes/no
 * as checkboxes with how many listings hold each value. Staged like every other filter until Apply Filters.
 */
export function CategoryFieldFilters({ fields, value, onChange, facets }: CategoryFieldFiltersProps) {
  const { t, i18n } = useTranslation('marketplace');
  const id = useId();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const shown = fields.filter((field) => field.filterable && field.type !== 'text');
  if (shown.length === 0) return null;

  const filterOf = (key: string) => value.find((filter) => filter.key === key);
  const put = (key: string, next: FieldFilter | null) =>
    onChange([...value.filter((filter) => filter.key !== key), ...(next ? [next] : [])]);

  return (
    <>
      {shown.map((field) => {
        const label = field.label[language];
        const facet = facets?.find((one) => one.key === field.key);
        const filter = filterOf(field.key);
        if (field.type === 'number') {
          const range = filter && isRangeFilter(filter) ? filter : { key: field.key };
          const suffix = field.unit ? UNIT_SUFFIXES[field.unit] : '';
          const setEnd = (end: 'min' | 'max', raw: string) => {
            const typed = typedNumber(raw);
            if (typed === undefined) return;
            const next = { ...range, [end]: typed ?? undefined };
            if (next[end] === undefined) delete next[end];
            put(field.key, next.min === undefined && next.max === undefined ? null : next);
          };
          const boxes = FIELD_RANGE_ENDS.map((end) => {
            const boxId = `${id}-${field.key}-${end}`;
            const placeholder = facet?.range ? String(facet.range[end]) : undefined;
            return (
              <div key={end} className="grid gap-1">
                <Label htmlFor={boxId} className="text-xs font-normal text-muted-foreground">
                  {t(end === 'min' ? 'filters.fieldFrom' : 'filters.fieldTo')}
                </Label>
                <Input
                  id={boxId}
                  inputMode="numeric"
                  autoComplete="off"
                  dir="ltr"
                  aria-label={t(end === 'min' ? 'filters.fieldFromLabel' : 'filters.fieldToLabel', { label })}
                  placeholder={placeholder}
                  value={range[end] === undefined ? '' : String(range[end])}
                  onChange={(event) => setEnd(end, event.target.value)}
                  className="h-9"
                />
              </div>
            );
          });
          return (
            <fieldset key={field.key} className="grid gap-2 border-b pb-5">
              <legend className="mb-3 text-sm font-semibold">
                {label}
                {suffix ? (
                  // A margin, not a space: in Dhivehi a space before a left-to-right run lands on its far side.
                  <span className="ms-1 font-normal text-muted-foreground" dir="ltr">
                    ({suffix})
                  </span>
                ) : null}
              </legend>
              <div className="grid grid-cols-2 gap-2">{boxes}</div>
            </fieldset>
          );
        }
        const picked = filter && !isRangeFilter(filter) ? filter.values : [];
        const counts = new Map(facet?.values ?? []);
        const choices =
          field.type === 'yes-no'
            ? YES_NO_FILTER_VALUES.map((choice) => ({
                value: choice,
                label: YES_NO_TEXT[language][choice],
              }))
            : field.options.map((option) => ({ value: option.value, label: option[language] }));
        // With the results' counts, only the values some listing holds (and any ticked); without, every one.
        const listed = facet
          ? choices.filter((choice) => counts.has(choice.value) || picked.includes(choice.value))
          : choices;
        const toggle = (choice: string, checked: boolean) => {
          const values = checked ? [...picked, choice].sort() : picked.filter((one) => one !== choice);
          put(field.key, values.length > 0 ? { key: field.key, values } : null);
        };
        return (
          <fieldset key={field.key} className="grid gap-2.5 border-b pb-5">
            <legend className="mb-3 text-sm font-semibold">{label}</legend>
            {listed.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('filters.fieldNoValues')}</p>
            ) : (
              <ul className="grid gap-2.5">
                {listed.map((choice) => {
                  const checkboxId = `${id}-${field.key}-${choice.value}`;
                  return (
                    <li key={choice.value} className="flex items-center gap-2">
                      <Checkbox
                        id={checkboxId}
                        checked={picked.includes(choice.value)}
                        onCheckedChange={(checked) => toggle(choice.value, checked === true)}
                      />
                      <Label
                        htmlFor={checkboxId}
                        className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 font-normal leading-snug"
                      >
                        <span className="min-w-0 flex-1 break-words">{choice.label}</span>{' '}
                        {facet ? (
                          <span className="shrink-0 tabular-nums text-xs text-muted-foreground">
                            ({formatFacetCount(counts.get(choice.value) ?? 0, facet.approximate)})
                          </span>
                        ) : null}
                      </Label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
        );
      })}
    </>
  );
}
