// Bar chart of messages per day, drawn with plain elements (no chart library on the couple pages): one bar per
// day, the first and last dates under it, the figures for screen readers in the caption. `block`: daisyUI centres a
// card's figure as a flex row, which would shrink the bars to nothing.
import { formatShortDate } from '../shared/format.ts';
import { t } from '../shared/messages/wedding-tools.ts';

export type DayCount = { date: string; count: number };

export default function MessagesPerDayChart({ data }: { data: DayCount[] }) {
  const total = data.reduce((sum, d) => sum + d.count, 0);
  const max = Math.max(1, ...data.map((d) => d.count));
  const first = data[0];
  const last = data[data.length - 1];
  return (
    <figure className="block w-full" data-testid="messages-per-day">
      <div className="flex h-40 items-end gap-px border-b border-base-300" aria-hidden="true">
        {data.map((d) => (
          <div
            key={d.date}
            className="flex-1 rounded-t-sm bg-primary/80"
            style={{ height: `${(d.count / max) * 100}%`, minHeight: d.count > 0 ? '2px' : 0 }}
            title={`${formatShortDate(d.date)} : ${d.count}`}
          />
        ))}
      </div>
      {first && last && (
        <div className="mt-1 flex justify-between text-xs text-base-content/75" aria-hidden="true">
          <span>{formatShortDate(first.date)}</span>
          <span>{formatShortDate(last.date)}</span>
        </div>
      )}
      <figcaption className="sr-only">
        {t('insights.chart.caption', { days: data.length, total })}
        {data
          .filter((d) => d.count > 0)
          .map((d) => `${formatShortDate(d.date)} : ${d.count}`)
          .join(', ') || t('insights.chart.empty')}
      </figcaption>
    </figure>
  );
}
