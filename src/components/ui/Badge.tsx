import type { ReactNode } from 'react';
import { BADGE_TONES, type Tone } from './tones.ts';

export function Badge({ tone = 'neutral', children, testId }: { tone?: Tone; children: ReactNode; testId?: string }) {
  return (
    <span className={`badge whitespace-nowrap border-0 ${BADGE_TONES[tone]}`} data-testid={testId}>
      {children}
    </span>
  );
}
