import { DEFAULT_PRICE_BOUNDS } from '@marketplace/contract/marketplace-messages';

export interface PriceSliderBounds {
  min: number;
  max: number;
  step: number;
}

/**
 * The price slider's range (spec 02 §5, §9): the lowest and highest price of the matching listings
 * (whole MVR, widened outwards), else 0–10,000; step max(1, round(range / 100)).
 */
export function priceSliderBounds(
  bounds: { min: number; max: number } | null | undefined,
): PriceSliderBounds {
  const [fallbackMin, fallbackMax] = DEFAULT_PRICE_BOUNDS;
  const min = bounds ? Math.max(0, Math.floor(bounds.min)) : fallbackMin;
  // One price for every match still needs a range the slider can draw.
  const max = bounds ? Math.max(Math.ceil(bounds.max), min + 1) : fallbackMax;
  return { min, max, step: Math.max(1, Math.round((max - min) / 100)) };
}

/** The slider's two values for a staged price filter (null = open end), kept inside the bounds. */
export function sliderValues(
  minPrice: number | null,
  maxPrice: number | null,
  bounds: PriceSliderBounds,
): [number, number] {
  const clamp = (n: number) => Math.min(Math.max(n, bounds.min), bounds.max);
  return [clamp(minPrice ?? bounds.min), clamp(maxPrice ?? bounds.max)];
}

/** Slider values back to a filter: an end at the bound means "no limit" there, so new listings are not cut off. */
export function priceFilterFromSlider(
  [low, high]: readonly number[],
  bounds: PriceSliderBounds,
): { minPrice: number | null; maxPrice: number | null } {
  return {
    minPrice: low === undefined || low <= bounds.min ? null : low,
    maxPrice: high === undefined || high >= bounds.max ? null : high,
  };
}
