// A time series of the back office drawn with uPlot: the period as bars, the period before as a dashed line,
// axes, the values under the cursor in the legend, and for screen readers a sentence and the table of values.
import { format } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { t } from '../../../shared/messages/index.ts';
import { percent } from './format.ts';

export type ChartPoint = {
  /** The bucket's start (ISO timestamp or YYYY-MM-DD). */
  start: string;
  value: number;
  /** The same bucket one period earlier. */
  previous: number;
};

/** How long a bucket is: it sets the axis labels and keeps the first and last bars whole. */
export type Bucket = 'fiveMinutes' | 'hour' | 'sixHours' | 'day' | 'week' | 'month';

const BUCKET_SECONDS: Record<Bucket, number> = {
  fiveMinutes: 300,
  hour: 3600,
  sixHours: 21_600,
  day: 86_400,
  week: 604_800,
  month: 2_592_000,
};
const AXIS_FORMAT: Record<Bucket, string> = {
  fiveMinutes: 'HH:mm',
  hour: 'HH:mm',
  sixHours: 'd MMM HH:mm',
  day: 'd MMM',
  week: 'd MMM',
  month: 'MMM yyyy',
};
/** The site's formats: a moment as dd/MM/yyyy HH:mm, a day as a wedding date is written (PPP). */
const LONG_FORMAT: Record<Bucket, string> = {
  fiveMinutes: 'dd/MM/yyyy HH:mm',
  hour: 'dd/MM/yyyy HH:mm',
  sixHours: 'dd/MM/yyyy HH:mm',
  day: 'PPP',
  week: "'semaine du' PPP",
  month: 'MMMM yyyy',
};

function toDate(start: string): Date {
  return new Date(start.length === 10 ? `${start}T00:00:00` : start);
}

export function bucketLabel(start: string, bucket: Bucket): string {
  return format(toDate(start), LONG_FORMAT[bucket], { locale: fr });
}

/** One sentence saying what the chart shows: totals of both periods, the change, the highest bucket. */
export function chartSummary({
  label,
  points,
  bucket,
  formatValue,
}: {
  label: string;
  points: ChartPoint[];
  bucket: Bucket;
  formatValue: (v: number) => string;
}): string {
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const previous = points.reduce((sum, p) => sum + p.previous, 0);
  const change =
    previous > 0
      ? `${total >= previous ? '+' : ''}${percent(Math.round(((total - previous) / previous) * 1000) / 10)}`
      : t('admin.chart.noComparison');
  const peak = points.reduce<ChartPoint | null>((best, p) => (p.value > (best?.value ?? 0) ? p : best), null);
  const first = t('admin.chart.summary', { label, total: formatValue(total), previous: formatValue(previous), change });
  const second = peak
    ? t('admin.chart.peak', { value: formatValue(peak.value), when: bucketLabel(peak.start, bucket) })
    : t('admin.chart.empty');
  return `${first} ${second}`;
}

/** daisyUI's colours of the current theme, as the canvas needs them. */
function themeColors(el: HTMLElement) {
  const style = getComputedStyle(el);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    primary: read('--color-primary', '#7c3aed'),
    text: read('--color-base-content', '#1f2937'),
    grid: `color-mix(in oklab, ${read('--color-base-content', '#1f2937')} 12%, transparent)`,
  };
}

type TimeChartProps = {
  label: string;
  points: ChartPoint[];
  bucket: Bucket;
  formatValue: (v: number) => string;
  /** Shorter values for the vertical axis (e.g. whole euros). */
  formatAxis?: (v: number) => string;
  height?: number;
  testId?: string;
};

export function TimeChart({
  label,
  points,
  bucket,
  formatValue,
  formatAxis = formatValue,
  height = 220,
  testId,
}: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // Formatters are usually inline functions: the chart is rebuilt for new points, not for a new closure.
  const formats = useRef({ formatValue, formatAxis });
  useEffect(() => {
    formats.current = { formatValue, formatAxis };
  });

  useEffect(() => {
    const el = box.current;
    if (!el || points.length === 0 || points.every((p) => p.value === 0 && p.previous === 0)) return;
    const xs = points.map((p) => Math.floor(toDate(p.start).getTime() / 1000));
    const half = BUCKET_SECONDS[bucket] / 2;
    let chart: uPlot | null = null;

    function build() {
      chart?.destroy();
      const colors = themeColors(el!);
      const valueOf = (_u: uPlot, v: number | null) =>
        v === null || v === undefined ? '—' : formats.current.formatValue(v);
      const options: uPlot.Options = {
        width: Math.max(240, el!.clientWidth),
        height,
        scales: {
          // Half a bucket on each side: the first and last bars are drawn whole.
          x: { time: true, range: (_u, min, max) => [min - half, max + half] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
        },
        axes: [
          {
            stroke: colors.text,
            grid: { stroke: colors.grid, width: 1 },
            ticks: { stroke: colors.grid },
            values: (_u, splits) => splits.map((s) => format(new Date(s * 1000), AXIS_FORMAT[bucket], { locale: fr })),
          },
          {
            stroke: colors.text,
            grid: { stroke: colors.grid, width: 1 },
            ticks: { stroke: colors.grid },
            size: 64,
            values: (_u, splits) => splits.map((s) => formats.current.formatAxis(s)),
          },
        ],
        series: [
          {
            label: t('admin.chart.when'),
            value: (_u, ts) =>
              ts === null || ts === undefined ? '—' : bucketLabel(new Date(ts * 1000).toISOString(), bucket),
          },
          {
            label: t('admin.chart.current'),
            stroke: colors.primary,
            fill: colors.primary,
            paths: uPlot.paths.bars!({ size: [0.7, 48], align: 0 }),
            points: { show: false },
            value: valueOf,
          },
          {
            label: t('admin.chart.previous'),
            stroke: colors.text,
            width: 1.5,
            dash: [6, 4],
            points: { show: false },
            value: valueOf,
          },
        ],
        legend: { live: true },
        cursor: { drag: { x: false, y: false } },
      };
      chart = new uPlot(options, [xs, points.map((p) => p.value), points.map((p) => p.previous)], el!);
    }

    build();
    const resize = new ResizeObserver(() => chart?.setSize({ width: Math.max(240, el.clientWidth), height }));
    resize.observe(el);
    // The theme switch changes the colours the canvas was drawn with.
    const theme = new MutationObserver(build);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [points, bucket, height]);

  if (points.length === 0) return null;
  const empty = points.every((p) => p.value === 0 && p.previous === 0);
  return (
    // Not a <figure>: daisyUI centres the figures of a card.
    <div className="w-full" data-testid={testId}>
      <p className="sr-only" data-testid={testId ? `${testId}-summary` : undefined}>
        {chartSummary({ label, points, bucket, formatValue })}
      </p>
      {empty ? (
        <p
          className="rounded-box border border-dashed border-base-300 p-8 text-center text-base-content/75"
          aria-hidden="true"
        >
          {t('admin.chart.empty')}
        </p>
      ) : (
        <div ref={box} className="admin-chart w-full" aria-hidden="true" />
      )}
      {/* In a clipped box: a table ignores the 1 px width of sr-only and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.chart.when')}</th>
              <th scope="col">{t('admin.chart.current')}</th>
              <th scope="col">{t('admin.chart.previous')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.start}>
                <th scope="row">{bucketLabel(p.start, bucket)}</th>
                <td>{formatValue(p.value)}</td>
                <td>{formatValue(p.previous)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
