// « Réponses hors liste » on « Invités »: answers from phones on no household of the couple's list, which count
// nowhere (figures, parts, the caterer's export) until the couple adds their guest to the list, as a new household
// or in one of the list's.
import { useState } from 'react';
import Modal from '../../../components/ui/Modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { guestListApi } from '../../../lib/guest-list-api.ts';
import { t, tCount } from '../../../shared/messages/guest-list.ts';
import type { TRsvpSummary } from '../../../shared/schemas/guests.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';

type Outside = TRsvpSummary['outside'][number];
type OutsideAnswersProps = {
  weddingId: number;
  answers: Outside[];
  /** The list's households, to add an answer to one of them. */
  households: { id: number; name: string }[];
  onAccepted: () => void;
};

export default function OutsideAnswers({ weddingId, answers, households, onAccepted }: OutsideAnswersProps) {
  const [adding, setAdding] = useState<Outside | null>(null);
  const [target, setTarget] = useState<string>('new');
  const [busy, setBusy] = useState(false);
  if (!answers.length) return null;

  async function accept(answer: Outside) {
    setBusy(true);
    try {
      const householdId = target === 'new' ? null : Number(target);
      const { message } = await guestListApi.acceptOutside(weddingId, answer.guestId, { householdId });
      showToast({ title: message });
      setAdding(null);
      onAccepted();
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('guestList.outside.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="outside-title" className="space-y-2" data-testid="outside-answers">
      <h3 id="outside-title" className="text-lg">
        {t('guestList.outside.title')}
      </h3>
      <p className="text-sm text-base-content/80">{t('guestList.outside.intro')}</p>
      <ul className="divide-y divide-base-300 rounded-box border border-warning/60 bg-base-100 text-sm">
        {answers.map((answer) => {
          const name = answer.name ?? answer.phoneNumber ?? t('guestList.noName');
          return (
            <li
              key={answer.guestId}
              className="flex flex-wrap items-start gap-x-4 gap-y-1 px-3 py-2"
              data-testid="outside-answer"
            >
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="flex flex-wrap gap-x-3">
                  <span className="font-medium">{name}</span>
                  {answer.phoneNumber && <span className="font-mono text-xs leading-5">{answer.phoneNumber}</span>}
                </p>
                <p data-testid="outside-answer-status">
                  {answer.status ? t(`guestList.rsvp.${answer.status}`) : t('guestList.rsvp.pending')}
                  {answer.partySize !== null && (
                    <span className="text-base-content/80">
                      {' '}
                      ({tCount('guestList.outside.party', answer.partySize)})
                    </span>
                  )}
                </p>
                {answer.said && (
                  <p className="break-words text-base-content/80" data-testid="outside-answer-said">
                    {t('guestList.outside.said', { text: answer.said })}
                  </p>
                )}
                {answer.dietaryNotes && (
                  <p className="break-words text-xs text-base-content/80">
                    {t('guestList.diet', { notes: answer.dietaryNotes })}
                  </p>
                )}
              </div>
              <button
                type="button"
                className="btn btn-outline btn-primary btn-sm"
                onClick={() => {
                  setTarget('new');
                  setAdding(answer);
                }}
              >
                {t('guestList.outside.add')}
                <span className="sr-only"> : {name}</span>
              </button>
            </li>
          );
        })}
      </ul>

      <Modal
        open={adding !== null}
        title={t('guestList.outside.dialog', { name: adding?.name ?? adding?.phoneNumber ?? '' })}
        onClose={() => setAdding(null)}
        busy={busy}
        testId="outside-dialog"
      >
        {adding && (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              void accept(adding);
            }}
          >
            <fieldset className="space-y-2">
              <legend className="mb-1 font-medium">{t('guestList.outside.where')}</legend>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  className="radio radio-sm"
                  name="outside-target"
                  checked={target === 'new'}
                  onChange={() => setTarget('new')}
                />
                {t('guestList.outside.newHousehold')}
              </label>
              {households.length > 0 && (
                <div className="flex flex-wrap items-center gap-2">
                  <label className="flex items-center gap-2">
                    <input
                      type="radio"
                      className="radio radio-sm"
                      name="outside-target"
                      checked={target !== 'new'}
                      onChange={() => setTarget(String(households[0]!.id))}
                    />
                    {t('guestList.outside.existing')}
                  </label>
                  <select
                    className="select select-sm w-full sm:w-auto"
                    aria-label={t('guestList.outside.existing')}
                    value={target === 'new' ? '' : target}
                    onChange={(event) => setTarget(event.target.value || 'new')}
                    data-testid="outside-household"
                  >
                    <option value="">—</option>
                    {households.map((h) => (
                      <option key={h.id} value={h.id}>
                        {h.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </fieldset>
            <div className="modal-action">
              <button type="button" className="btn" onClick={() => setAdding(null)} disabled={busy}>
                {t('guestList.outside.cancel')}
              </button>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t('guestList.outside.confirm')}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </section>
  );
}
