// « Pourquoi cette réponse ? »: what the assistant understood of a message and why it replied so, from the trace the
// server stored with the reply (outcome, how sure, the facts it weighed).
import type { TAnswerTrace } from '../shared/schemas/answer-trace.ts';
import { t } from '../shared/messages/wedding-tools.ts';

const percent = (value: number) => Math.round(value * 100);

export default function WhyThisReply({ trace }: { trace: TAnswerTrace }) {
  return (
    <details className="mt-1 text-xs text-neutral-700 dark:text-base-content/80" data-testid="why-this-reply">
      <summary className="cursor-pointer underline decoration-dotted">{t('why.title')}</summary>
      <div className="mt-1 space-y-1 rounded-box bg-base-100/80 p-2 text-neutral-800 dark:text-base-content">
        <p>{t(`why.outcome.${trace.outcome}`)}</p>
        {trace.probability !== undefined && <p>{t('why.sureness', { percent: percent(trace.probability) })}</p>}
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
