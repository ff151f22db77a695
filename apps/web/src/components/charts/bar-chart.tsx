import { useId } from 'react';
import {
  Bar,
  CartesianGrid,
  LabelList,
  Legend,
  BarChart as RechartsBarChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { formatNumber } from '@marketplace/contract/site';

export interface BarSeries<K extends string> {
  key: K;
  label: string;
  /** A CSS colour for the bars and the legend swatch, e.g. "var(--color-primary)". */
  color: string;
}

export interface BarChartProps<K extends string> {
  /** Names the chart and its data table for assistive tech. */
  title: string;
  /** One group of bars per entry: its label and a value per series. */
  data: Array<{
    label: string;
    /** A shorter axis label (e.g. "Jul" for "Jul 2026"); the tooltip and the table keep `label`. */
    shortLabel?: string;
    values: Record<K, number>;
  }>;
  series: Array<BarSeries<K>>;
  /** Vertical columns (months) or horizontal rows (categories, long labels). */
  orientation?: 'vertical' | 'horizontal';
  /** Formats values on the bars, in the tooltip and in the table; whole numbers by default. */
  formatValue?: (value: number) => string;
  className?: string;
}

const defaultFormat = (value: number) => formatNumber(value);

/** Height of one category row in the horizontal layout, px (bar + gap; fits a thumb-sized label). */
const ROW_HEIGHT_PX = 36;
/** Width reserved for category names in the horizontal layout, px: "Boats & Marine" at 12 px fits. */
const CATEGORY_AXIS_WIDTH_PX = 112;

/**
 * A grouped bar chart drawn with Recharts (spec 02 §2 Reports): vertical columns or horizontal rows, series
 * side by side, a legend for several series, values on the bars and a tooltip on hover. The SVG is
 * decoration for sighted users; the same numbers are in a visually hidden table for screen readers, so the
 * chart itself is hidden from them. It fills its container's width and works at 360 px.
 *
 * Recharts lives only in the chunks of the pages that import this file (the admin reports), never in the
 * marketplace's first load.
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
  const { t, i18n } = useTranslation();
  // Right to left (Dhivehi), the chart mirrors: categories on the right, bars growing leftwards, months
  // running from right to left.
  const rtl = i18n.dir() === 'rtl';
  const rows = data.map((d) => ({ label: d.label, axisLabel: d.shortLabel ?? d.label, ...d.values }));
  const horizontal = orientation === 'horizontal';
  const height = horizontal ? Math.max(120, data.length * ROW_HEIGHT_PX + 32) : 256;
  const formatTooltipValue = (value: unknown) =>
    typeof value === 'number' ? formatValue(value) : String(value);

  return (
    <figure className={cn('grid gap-3', className)} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="sr-only">
        {title}
      </figcaption>

      {/* Recharts places its labels by `text-anchor` as a left-to-right page reads it; in a right-to-left page
          "start" flips to the text's right end, and the category names and counts were drawn over the bars
          (issue #37 item 4t). The SVG keeps a left-to-right base direction: the chart is mirrored by its axes
          (above), and a Thaana label, one right-to-left run, still reads right to left. */}
      <div dir="ltr" aria-hidden="true" className="w-full text-xs text-muted-foreground" style={{ height }}>
        <RechartsBarChart
          responsive
          accessibilityLayer={false}
          data={rows}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={
            horizontal
              ? rtl
                ? { top: 0, right: 0, bottom: 0, left: 40 }
                : { top: 0, right: 40, bottom: 0, left: 0 }
              : rtl
                ? { top: 20, right: -16, bottom: 0, left: 4 }
                : { top: 20, right: 4, bottom: 0, left: -16 }
          }
          barGap={2}
          style={{ width: '100%', height: '100%' }}
        >
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="var(--color-border)"
            horizontal={!horizontal}
            vertical={horizontal}
          />
          {horizontal ? (
            <>
              <XAxis type="number" hide allowDecimals={false} reversed={rtl} />
              <YAxis
                type="category"
                dataKey="axisLabel"
                orientation={rtl ? 'right' : 'left'}
                width={CATEGORY_AXIS_WIDTH_PX}
                tickLine={false}
                axisLine={false}
                tick={{ fill: 'currentColor', fontSize: 12 }}
              />
            </>
          ) : (
            <>
              <XAxis
                dataKey="axisLabel"
                reversed={rtl}
                interval={0}
                tickLine={false}
                tick={{ fill: 'currentColor', fontSize: 12 }}
              />
              <YAxis
                allowDecimals={false}
                orientation={rtl ? 'right' : 'left'}
                tickLine={false}
                axisLine={false}
                tick={{ fill: 'currentColor', fontSize: 12 }}
              />
            </>
          )}
          <Tooltip
            cursor={{ fill: 'var(--color-muted)' }}
            labelFormatter={(_, payload) => String(payload[0]?.payload?.label ?? '')}
            formatter={formatTooltipValue}
          />
          {series.length > 1 ? (
            <Legend verticalAlign="top" height={28} iconType="square" iconSize={10} />
          ) : null}
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={s.color}
              radius={horizontal ? (rtl ? [3, 0, 0, 3] : [0, 3, 3, 0]) : [3, 3, 0, 0]}
              maxBarSize={horizontal ? 20 : 32}
              isAnimationActive={false}
            >
              <LabelList
                dataKey={s.key}
                // At the bar's far end: with the axis reversed (right to left) Recharts measures the bar from its
                // far end, so "right" is that end in both directions.
                position={horizontal ? 'right' : 'top'}
                formatter={formatTooltipValue}
                fill="currentColor"
                fontSize={11}
              />
            </Bar>
          ))}
        </RechartsBarChart>
      </div>

      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ui.chartLabel')}</th>
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
