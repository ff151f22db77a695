import {
  BROWSE_MESSAGES,
  LISTING_CONDITIONS,
  type Category,
} from '@marketplace/contract/listings-messages';
import type { Atoll } from '@marketplace/contract/locations';
import type { MarketplaceFacets } from '@marketplace/contract/marketplace-messages';
import { formatPrice } from '@marketplace/contract/site';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Slider } from '@/components/ui/slider';
import { cn } from '@/lib/utils';
import { useContractMessage } from '@/i18n/contract-messages';
import { HideReservedFilter } from './hide-reserved-filter';
import type { MarketplaceFilterValues } from '../utils/marketplace-url';
import { categoryFacetOptions } from '../utils/facet-options';
import { formatFacetCount } from '../utils/facet-count';
import { locationIdsFor, locationSelectOptions, type LocationOption } from '../utils/location-options';
import { CategoryFieldFilters } from './category-field-filters';
import { priceFilterFromSlider, priceSliderBounds, sliderValues } from '../utils/price-range';
import { useCategoryName } from '@/i18n/category-name';

export interface MarketplaceFiltersProps {
  /** The staged (not yet applied) filters. */
  draft: MarketplaceFilterValues;
  onDraftChange: (next: MarketplaceFilterValues) => void;
  onApply: () => void;
  onReset: () => void;
  /** The draft differs from what the results show. */
  dirty: boolean;
  /** Filters in effect in the results (Reset is offered when there are any). */
  appliedCount: number;
  facets: MarketplaceFacets | undefined;
  /** The categories the results (and so `facets`) are of: field counts show only for the same one. */
  appliedCategories: readonly number[];
  /** Reference lists, to name a chosen category or island that has no matches any more. */
  categories: Category[] | undefined;
  atolls: Atoll[] | undefined;
  /**
   * The category list could not be loaded: the Categories section says so (spec 02 §8 "Could not fetch
   * categories") with a retry, instead of unnamed or no choices.
   */
  categoriesFailed?: boolean;
  onRetryCategories?: () => void;
  /** `sheet`: a scrolling body with the buttons stuck to the bottom of the drawer. */
  layout: 'sidebar' | 'sheet';
  className?: string;
}


/**
 * A location option's text with its count (issue #39 item 5): an island by name, "All of {atoll}", Greater Malé,
 * or "{count} islands" for a set no other option names.
 */
function locationOptionLabel(t: TFunction<'marketplace'>, option: LocationOption, approximate: boolean): string {
  const { choice } = option;
  const name =
    choice.kind === 'island'
      ? (choice.name ?? t('filters.island', { id: choice.id }))
      : choice.kind === 'atoll'
        ? t('filters.wholeAtoll', { atoll: choice.name })
        : choice.kind === 'greater-male'
          ? t('filters.greaterMale')
          : t('filters.islandsChosen', { count: choice.count });
  return `${name} (${formatFacetCount(option.count, approximate)})`;
}

/** The condition radio that sets no condition. */
const ANY_CONDITION = 'any';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 border-b pb-5">
      <legend className="mb-3 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The browse filters (spec 02 §2, §5): categories (multi-select with counts), once a single category is chosen
 * its own fields (issue #39: ranges and checkboxes with counts), a two-thumb price slider, the location (one
 * island, a whole atoll or Greater Malé, grouped by atoll with counts: issue #39 item 5) and the condition.
 * Changes are staged here and only reach the results with Apply Filters; Reset removes every filter at once.
 * Counts come from the server's facets, each ignoring its own filter, so ticking a category still shows how many
 * the others have.
 */
export function MarketplaceFilters({
  draft,
  onDraftChange,
  onApply,
  onReset,
  dirty,
  appliedCount,
  facets,
  appliedCategories,
  categories,
  atolls,
  categoriesFailed = false,
  onRetryCategories,
  layout,
  className,
}: MarketplaceFiltersProps) {
  const categoryName = useCategoryName();
  const id = useId();
  const { t, i18n } = useTranslation(['marketplace', 'common']);
  const message = useContractMessage();
  const update = (patch: Partial<MarketplaceFilterValues>) => onDraftChange({ ...draft, ...patch });

  const categoryList = categoryFacetOptions(facets, categories, draft.categories);
  const locationOptions = locationSelectOptions(facets, atolls, draft.location);
  const bounds = priceSliderBounds(facets?.priceBounds);
  const [low, high] = sliderValues(draft.minPrice, draft.maxPrice, bounds);
  // One price for every match: nothing to choose between (Reset still clears an earlier range).
  const singlePrice = !!facets?.priceBounds && facets.priceBounds.max - facets.priceBounds.min < 1;
  const conditionCounts = facets?.conditions ?? {};
  const approximate = facets?.approximate ?? { categories: false, islands: false, conditions: false };

  // Field filters belong to one category: another choice of categories drops them (issue #39).
  const toggleCategory = (categoryId: number, checked: boolean) =>
    update({
      categories: checked
        ? [...draft.categories, categoryId].sort((a, b) => a - b)
        : draft.categories.filter((c) => c !== categoryId),
      fields: [],
    });
  const fieldsCategory =
    draft.categories.length === 1 ? categories?.find((c) => c.id === draft.categories[0]) : undefined;
  const fieldFacets =
    appliedCategories.length === 1 && appliedCategories[0] === fieldsCategory?.id ? facets?.fields : undefined;

  const ids = {
    price: `${id}-price`,
    location: `${id}-location`,
    status: `${id}-status`,
  };

  return (
    <div className={cn('flex min-h-0 flex-col', layout === 'sheet' && 'h-full', className)}>
      <div
        className={cn(
          'grid content-start gap-5',
          layout === 'sheet' && 'min-h-0 flex-1 overflow-y-auto px-4 py-4',
        )}
      >
        <Section title={t('filters.categories')}>
          {categoriesFailed ? (
            <div className="grid justify-items-start gap-2">
              <p className="text-sm text-destructive">{message(BROWSE_MESSAGES.categoriesFailed)}</p>
              {onRetryCategories ? (
                <Button type="button" variant="outline" size="sm" onClick={onRetryCategories}>
                  {t('filters.tryAgain')}
                </Button>
              ) : null}
            </div>
          ) : categoryList.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('filters.noCategories')}</p>
          ) : (
            <ul className="grid gap-2.5">
              {categoryList.map((option) => {
                const checkboxId = `${id}-category-${option.value}`;
                return (
                  <li key={option.value} className="flex items-center gap-2">
                    <Checkbox
                      id={checkboxId}
                      checked={draft.categories.includes(option.value)}
                      onCheckedChange={(checked) => toggleCategory(option.value, checked === true)}
                    />
                    <Label
                      htmlFor={checkboxId}
                      className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 font-normal leading-snug"
                    >
                      <span className="min-w-0 flex-1 break-words">{categoryName(option.label)}</span>{' '}
                      <span className="shrink-0 tabular-nums text-xs text-muted-foreground">
                        ({formatFacetCount(option.count, approximate.categories)})
                      </span>
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        </Section>

        {fieldsCategory ? (
          <CategoryFieldFilters
            fields={fieldsCategory.fields}
            value={draft.fields}
            onChange={(fields) => update({ fields })}
            facets={fieldFacets}
          />
        ) : null}

        <div role="group" aria-labelledby={ids.price} className="grid gap-3 border-b pb-5">
          <p id={ids.price} className="text-sm font-semibold">
            {t('filters.price')}
          </p>
          {singlePrice ? (
            <p className="text-sm text-muted-foreground">
              {t('filters.singlePrice', { price: formatPrice(bounds.min) })}
            </p>
          ) : (
            <>
              <Slider
                min={bounds.min}
                max={bounds.max}
                step={bounds.step}
                minStepsBetweenThumbs={0}
                // Radix sliders are left to right unless told: in Dhivehi the low end is on the right.
                dir={i18n.dir()}
                value={[low, high]}
                onValueChange={(values) => update(priceFilterFromSlider(values, bounds))}
                thumbLabels={[t('filters.minimumPrice'), t('filters.maximumPrice')]}
                formatValue={formatPrice}
              />
              <p className="flex justify-between gap-2 text-sm tabular-nums" aria-hidden="true">
                <span>{formatPrice(low)}</span>
                <span>{formatPrice(high)}</span>
              </p>
            </>
          )}
        </div>

        <div className="grid gap-2 border-b pb-5">
          <Label htmlFor={ids.location} className="font-semibold">
            {t('filters.location')}
          </Label>
          <NativeSelect
            id={ids.location}
            value={locationOptions.value}
            onChange={(event) =>
              update({ location: locationIdsFor(event.target.value, atolls, draft.location) })
            }
          >
            <option value="">{t('filters.allLocations')}</option>
            {locationOptions.top.map((option) => (
              <option key={option.value} value={option.value}>
                {locationOptionLabel(t, option, approximate.islands)}
              </option>
            ))}
            {locationOptions.groups.map((atoll) => (
              <optgroup
                key={atoll.code}
                label={`${atoll.name} (${formatFacetCount(atoll.count, approximate.islands)})`}
              >
                {atoll.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {locationOptionLabel(t, option, approximate.islands)}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        </div>

        <HideReservedFilter
          checked={draft.hideReserved}
          onCheckedChange={(hideReserved) => update({ hideReserved })}
        />

        <fieldset className="grid gap-2.5 pb-2">
          <legend className="mb-3 text-sm font-semibold">{t('filters.condition')}</legend>
          {[null, ...LISTING_CONDITIONS].map((condition) => {
            const value = condition ?? ANY_CONDITION;
            const radioId = `${id}-condition-${value}`;
            return (
              <div key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  id={radioId}
                  name={`${id}-condition`}
                  checked={draft.condition === condition}
                  onChange={() => update({ condition })}
                  className="h-4 w-4 shrink-0 accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
                />
                <Label
                  htmlFor={radioId}
                  className="flex flex-1 cursor-pointer items-center gap-2 font-normal"
                >
                  <span className="flex-1">{condition === null ? t('filters.any') : t(`common:condition.${condition}`)}</span>{' '}
                  {condition === null ? null : (
                    <span className="tabular-nums text-xs text-muted-foreground">
                      ({formatFacetCount(conditionCounts[condition] ?? 0, approximate.conditions)})
                    </span>
                  )}
                </Label>
              </div>
            );
          })}
        </fieldset>
      </div>

      <div
        className={cn(
          'grid gap-2 bg-background pt-4',
          layout === 'sheet'
            ? 'sticky bottom-0 border-t px-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.06)]'
            : 'sticky bottom-0 pb-2',
        )}
      >
        <p id={ids.status} className="min-h-5 text-xs text-muted-foreground" aria-live="polite">
          {dirty ? t('filters.notApplied') : ''}
        </p>
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" variant="outline" onClick={onReset} disabled={appliedCount === 0 && !dirty}>
            {t('filters.reset')}
          </Button>
          <Button type="button" onClick={onApply} aria-describedby={dirty ? ids.status : undefined}>
            {t('filters.apply')}
          </Button>
        </div>
      </div>
    </div>
  );
}
