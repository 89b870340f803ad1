// « À faire maintenant »: the steps to an assistant guests use, each done or not from what the server sent (the
// status, the FAQs, the guest list), the first one left with the button that does it.
import { Check } from 'lucide';
import Icon from '../../../components/ui/Icon.tsx';
import { PayDepositButton, shareLinkText } from '../../../components/WeddingStatusActions.tsx';
import { copyLink } from '../../../components/copy-link.ts';
import { t } from '../../../shared/messages/couple-space.ts';
import type { TGuestFigures, TWedding } from '../../../shared/schemas/weddings.ts';
import type { Section } from './WeddingHome.tsx';

type Step = 'details' | 'payment' | 'faq' | 'guests' | 'share';

type WeddingNextStepsProps = {
  wedding: TWedding;
  /** null while loading. */
  faqCount: number | null;
  guests: TGuestFigures | null;
  onOpen: (section: Section) => void;
};

export default function WeddingNextSteps({ wedding, faqCount, guests, onOpen }: WeddingNextStepsProps) {
  const { status } = wedding;
  const done: Record<Step, boolean> = {
    details: true,
    payment: status.blocker !== 'payment',
    faq: (faqCount ?? 0) > 0,
    guests: (guests?.invited ?? 0) > 0,
    share: (guests?.wrote ?? 0) > 0,
  };
  const steps = Object.keys(done) as Step[];
  const loading = faqCount === null || guests === null;
  const current = loading ? null : (steps.find((step) => !done[step]) ?? null);

  return (
    <section
      className="card border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="next-steps"
      data-testid="next-steps"
    >
      <div className="card-body gap-4">
        <h3 id="next-steps" className="card-title text-2xl">
          {current || loading ? t('next.title') : t('next.all')}
        </h3>
        <ol className="space-y-3">
          {steps.map((step, i) => (
            <li key={step} className="flex items-start gap-3" aria-current={step === current ? 'step' : undefined}>
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${done[step] && !loading ? 'bg-success text-success-content' : step === current ? 'bg-primary text-primary-content' : 'bg-base-200'}`}
                aria-hidden="true"
              >
                {done[step] && !loading ? <Icon icon={Check} className="h-4 w-4" strokeWidth={2.5} /> : i + 1}
              </span>
              <div className="min-w-0 flex-1 pt-0.5">
                <p className={done[step] && !loading ? 'text-base-content/75' : 'font-medium'}>
                  {t(`next.step.${step}`)}
                  {done[step] && !loading && <span className="sr-only"> : {t('next.step.done')}</span>}
                  {step === current && <span className="sr-only"> : {t('next.step.current')}</span>}
                </p>
                {step === current && <StepAction step={step} wedding={wedding} onOpen={onOpen} />}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function StepAction({ step, wedding, onOpen }: { step: Step; wedding: TWedding; onOpen: (s: Section) => void }) {
  const { status, whatsappLink } = wedding;
  if (step === 'payment')
    return (
      <PayDepositButton
        wedding={wedding}
        className="btn btn-primary mt-2 h-auto min-h-10 max-w-full whitespace-normal py-2 text-center"
      />
    );
  if (step === 'faq' || step === 'guests')
    return (
      <button type="button" className="btn btn-primary btn-sm mt-2" onClick={() => onOpen(step)}>
        {t(`next.action.${step}`)}
      </button>
    );
  if (step !== 'share') return null;
  if (!status.answersGuests || whatsappLink === null)
    return (
      <p className="mt-1 text-sm text-base-content/80">
        {shareLinkText(status)} {status.blocker === 'activation' && t('next.action.switch')}
      </p>
    );
  return (
    <button type="button" className="btn btn-primary btn-sm mt-2" onClick={() => void copyLink(whatsappLink)}>
      {t('share.copy')}
    </button>
  );
}
