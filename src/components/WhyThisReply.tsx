// « Pourquoi cette réponse ? »: what the assistant understood of a message and why it replied so, from the trace the
// server stored with the reply (outcome, how sure, the subjects understood, what weighed, the facts it weighed).
import type { TAnswerTrace } from '../shared/schemas/answer-trace.ts';
import { t } from '../shared/messages/wedding-tools.ts';

const percent = (value: number) => Math.round(value * 100);

/**
 * The features of the outcome model a couple can read, each shown when it says something: how far ahead the best
 * fact is, what of the question it leaves unexplained, whether the message asks at all.
 */
const WEIGHED = [
  { name: 'margin', shown: () => true, value: percent },
  { name: 'confidentRivals', shown: (v) => v > 0, value: (v) => v },
  { name: 'replyOverlap', shown: () => true, value: percent },
  { name: 'unmatchedResidual', shown: (v) => v > 0, value: (v) => v },
  { name: 'unknownWords', shown: (v) => v > 0, value: (v) => v },
  { name: 'uncovered', shown: (v) => v > 0, value: (v) => v },
  { name: 'asks', shown: (v) => v === 0, value: (v) => v },
] as const satisfies readonly { name: string; shown: (v: number) => boolean; value: (v: number) => number }[];

function weighedLines(features: Record<string, number> | undefined) {
  if (!features) return [];
  return WEIGHED.flatMap(({ name, shown, value }) => {
    const v = features[name];
    return v !== undefined && shown(v) ? [t(`why.feature.${name}`, { value: value(v) })] : [];
  });
}

export default function WhyThisReply({ trace }: { trace: TAnswerTrace }) {
  const weighed = weighedLines(trace.features);
  return (
    <details className="mt-1 text-xs text-neutral-700 dark:text-base-content/80" data-testid="why-this-reply">
      <summary className="cursor-pointer underline decoration-dotted">{t('why.title')}</summary>
      <div className="mt-1 space-y-1 rounded-box bg-base-100/80 p-2 text-neutral-800 dark:text-base-content">
        <p>{t(`why.outcome.${trace.outcome}`)}</p>
        {trace.understood && trace.understood.length > 0 && (
          <p>{t('why.understood', { subjects: trace.understood.join(', ') })}</p>
        )}
        {trace.probability !== undefined && <p>{t('why.sureness', { percent: percent(trace.probability) })}</p>}
        {weighed.length > 0 && (
          <>
            <p className="font-medium">{t('why.weighed')}</p>
            <ul className="list-inside list-disc" data-testid="why-weighed">
              {weighed.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        {trace.candidates.length > 0 && (
          <>
            <p className="font-medium">{t('why.candidates')}</p>
            <ul className="list-inside list-disc">
              {trace.candidates.map((c) => (
                <li key={`${c.source}-${c.label}`}>
                  {c.label} — {t('why.confidence', { percent: percent(c.confidence) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
