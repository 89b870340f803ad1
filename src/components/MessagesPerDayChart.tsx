// Bar chart of messages per day (uPlot: small and fast, loaded only with the statistics tab).
import { useEffect, useRef } from 'react';
import 'uplot/dist/uPlot.min.css';

export type DayCount = { date: string; count: number };

export default function MessagesPerDayChart({ data }: { data: DayCount[] }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const xs = data.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
      const ys = data.map((d) => d.count);
      const style = getComputedStyle(element);
      const stroke = style.getPropertyValue('--color-primary') || '#e11d48';
      chart = new UPlot(
        {
          width: element.clientWidth || 600,
          height: 220,
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
          axes: [
            { stroke: 'currentColor', grid: { show: false }, values: (_u, splits) => splits.map((s) => new Date(s * 1000).toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit' })) },
            { stroke: 'currentColor', grid: { stroke: 'rgba(127,127,127,0.2)' }, incrs: [1, 2, 5, 10, 20, 50, 100] },
          ],
          series: [{}, { label: 'Messages', stroke, fill: stroke, paths: UPlot.paths.bars!({ size: [0.6, 40] }), points: { show: false } }],
        },
        [xs, ys],
        element,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [data]);

  const total = data.reduce((sum, d) => sum + d.count, 0);
  return (
    <figure>
      <div ref={container} className="w-full text-base-content/70" role="img" aria-label={`Messages par jour sur ${data.length} jours : ${total} au total`} />
      <figcaption className="sr-only">
        {data.filter((d) => d.count > 0).map((d) => `${d.date} : ${d.count}`).join(', ') || 'Aucun message sur la période'}
      </figcaption>
    </figure>
  );
}
