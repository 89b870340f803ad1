// A figure against the same figure of the window before it (« ▲ +9,1 % 12 nouveaux en 30 jours, contre 11 … »).
import { TEXT_TONES } from '../../../components/ui/tones.ts';
import { t } from '../../../shared/messages/index.ts';
import type { TTrend } from '../../../shared/schemas/admin.ts';

export function TrendLine({
  trend,
  format,
  what,
  before,
  testId,
}: {
  trend: TTrend;
  format: (n: number) => string;
  what: string;
  before: string;
  testId?: string;
}) {
  const up = trend.current > trend.previous;
  const down = trend.current < trend.previous;
  const tone = up ? TEXT_TONES.success : down ? TEXT_TONES.error : 'text-base-content/75';
  const change =
    trend.percent === null
      ? ''
      : `${trend.percent > 0 ? '+' : ''}${trend.percent.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;
  return (
    <p className="text-xs sm:text-sm" data-testid={testId}>
      <span className={`font-semibold ${tone}`}>
        <span aria-hidden="true">{up ? '▲' : down ? '▼' : '='}</span>
        {change && ` ${change}`}
      </span>{' '}
      <span className="text-base-content/75">
        {t('admin.trend.line', { current: format(trend.current), what, previous: format(trend.previous), before })}
      </span>
    </p>
  );
}
