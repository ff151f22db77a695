import { useId } from 'react';
import { cn } from '@/lib/utils';

export interface BarSeries<K extends string> {
  key: K;
  label: string;
  /** A Tailwind background class for the bars and the legend swatch, e.g. "bg-primary". */
  colorClass: string;
}

export interface BarChartProps<K extends string> {
  /** Names the chart and its data table for assistive tech. */
  title: string;
  /** One group of bars per entry: its label and a value per series. */
  data: Array<{
    label: string;
    /** A shorter axis label for narrow screens (e.g. "Jul" for "Jul 2026"); the table keeps `label`. */
    shortLabel?: string;
    values: Record<K, number>;
  }>;
  series: Array<BarSeries<K>>;
  /** Vertical columns (months) or horizontal rows (categories, long labels). */
  orientation?: 'vertical' | 'horizontal';
  /** Formats values on the bars and in the table; whole numbers by default. */
  formatValue?: (value: number) => string;
  className?: string;
}

const defaultFormat = (value: number) => value.toLocaleString('en-US');

/** Bar length as a percentage of the largest value; a tiny stub keeps a non-zero value visible. */
function share(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(2, (value / max) * 100);
}

/**
 * A small grouped bar chart drawn with CSS (no chart library): vertical columns or horizontal rows, series
 * side by side, a legend, and the same numbers in a visually hidden table for screen readers (the bars
 * themselves are hidden from them). Scales to its container; works at 360 px.
 */
export function BarChart<K extends string>({
  title,
  data,
  series,
  orientation = 'vertical',
  formatValue = defaultFormat,
  className,
}: BarChartProps<K>) {
  const id = useId();
  const max = Math.max(0, ...data.flatMap((d) => series.map((s) => d.values[s.key] ?? 0)));

  return (
    <figure className={cn('grid gap-3', className)} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="sr-only">
        {title}
      </figcaption>

      {series.length > 1 ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className={cn('h-3 w-3 rounded-sm', s.colorClass)} />
              {s.label}
            </li>
          ))}
        </ul>
      ) : null}

      {orientation === 'vertical' ? (
        <div aria-hidden="true" className="flex h-56 items-stretch gap-2 border-b border-l pl-1 sm:gap-4">
          {data.map((d) => (
            // w-0 + flex-1: the columns share the width and never push the page wider than a phone.
            <div key={d.label} className="flex w-0 min-w-0 flex-1 flex-col">
              <div className="flex flex-1 items-end justify-center gap-0.5 pt-5 sm:gap-1">
                {series.map((s) => {
                  const value = d.values[s.key] ?? 0;
                  const height = share(value, max);
                  return (
                    <div key={s.key} className="relative h-full max-w-8 flex-1">
                      <div
                        className={cn('absolute inset-x-0 bottom-0 rounded-t-sm', s.colorClass)}
                        style={{ height: `${height}%` }}
                        title={`${s.label}, ${d.label}: ${formatValue(value)}`}
                      />
                      <span
                        className="absolute inset-x-0 truncate text-center text-[10px] leading-4 text-muted-foreground sm:text-xs"
                        style={{ bottom: `${height}%` }}
                      >
                        {formatValue(value)}
                      </span>
                    </div>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      ) : (
        <div aria-hidden="true" className="grid gap-3">
          {data.map((d) => (
            <div key={d.label} className="grid gap-1">
              <span className="break-words text-sm">{d.label}</span>
              {series.map((s) => {
                const value = d.values[s.key] ?? 0;
                return (
                  <div key={s.key} className="flex items-center gap-2">
                    <div className="h-4 flex-1 overflow-hidden rounded-sm bg-muted">
                      <div
                        className={cn('h-full rounded-sm', s.colorClass)}
                        style={{ width: `${share(value, max)}%` }}
                      />
                    </div>
                    <span className="w-12 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
                      {formatValue(value)}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}

      {orientation === 'vertical' ? (
        <div aria-hidden="true" className="flex gap-2 pl-1 sm:gap-4">
          {data.map((d) => (
            <span
              key={d.label}
              className="w-0 min-w-0 flex-1 truncate text-center text-xs text-muted-foreground"
            >
              {d.shortLabel ? (
                <>
                  <span className="sm:hidden">{d.shortLabel}</span>
                  <span className="hidden sm:inline">{d.label}</span>
                </>
              ) : (
                d.label
              )}
            </span>
          ))}
        </div>
      ) : null}

      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Label</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              {series.map((s) => (
                <td key={s.key}>{formatValue(d.values[s.key] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
