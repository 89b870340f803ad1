import type { ReactNode } from 'react';
import { TEXT_TONES } from './tones.ts';

/** A figure with its label, an optional hint and trend. */
export function StatCard({
  label,
  value,
  hint,
  testId,
  tone,
  trend,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  testId?: string;
  tone?: 'success' | 'warning' | 'error';
  trend?: ReactNode;
}) {
  const toneClass = tone ? TEXT_TONES[tone] : '';
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm" data-testid={testId}>
      {/* Compact under 640 px: four cards hold in two rows instead of filling the first screen. */}
      <div className="card-body gap-0.5 p-3 sm:gap-1 sm:p-5">
        <p className="text-xs font-medium text-base-content/75 sm:text-sm">{label}</p>
        <p
          className={`text-xl font-bold sm:text-2xl ${toneClass}`}
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value}
        </p>
        {hint && <p className="text-xs text-base-content/75 sm:text-sm">{hint}</p>}
        {trend}
      </div>
    </div>
  );
}
