// The one FAQ editor of a wedding, for its couple (« Questions fréquentes » of /wedding/:id) and for administrators:
// list (by id), add and edit in a dialog, delete after confirmation. One rule for every save (10 / 20 characters,
// errors per field); the variants differ only where the specs do: the back office keeps save disabled until both
// fields are filled (spec 001), and each screen has its own toasts.
import { useState, type SubmitEvent } from 'react';
import { api, errorMessage } from '../lib/api-client.ts';
import { t, type CoupleMessageKey as MessageKey } from '../shared/messages/couple-space.ts';
import { ZFaqFields, type TFaq } from '../shared/schemas/weddings.ts';
import { handleUnauthenticated } from '../stores/session.ts';
import { showError, showToast } from '../stores/toasts.ts';
import ConfirmDialog from './ui/ConfirmDialog.tsx';
import Field, { BusyButton, fieldErrors } from './ui/Field.tsx';
import Modal from './ui/Modal.tsx';
import { useQuery } from './use-query.ts';

export type FaqVariant = 'detail' | 'admin';

const TEXTS: Record<FaqVariant, Record<'created' | 'createFailed' | 'updated' | 'updateFailed', MessageKey>> = {
  detail: {
    created: 'faq.created',
    createFailed: 'faq.create.failed',
    updated: 'faq.updated',
    updateFailed: 'faq.update.failed',
  },
  admin: {
    created: 'faq.added',
    createFailed: 'faq.add.failed',
    updated: 'faq.edited',
    updateFailed: 'faq.edit.failed',
  },
};

export type FaqDraft = { id?: number; question: string; answer: string; answerEn: string; answerEs: string };

type FaqEditorProps = {
  weddingId: number;
  faqs: TFaq[];
  onChange: (faqs: TFaq[]) => void;
  variant: FaqVariant;
};

export default function FaqEditor({ weddingId, faqs, onChange, variant }: FaqEditorProps) {
  const [draft, setDraft] = useState<FaqDraft | null>(null);
  const [deleting, setDeleting] = useState<TFaq | null>(null);
  const [translating, setTranslating] = useState<number | null>(null);
  // « Traduire » only where a model is configured; otherwise the dialog says to write the versions.
  // Unknown (null) until the server answers; a failure reads as « not available ».
  const translation = useQuery(() => api.faqs.translationAvailable(), 'faq-translation');
  const canTranslate = translation.error ? false : (translation.data?.available ?? null);
  const sorted = [...faqs].sort((a, b) => a.id - b.id);

  async function save(input: FaqDraft) {
    const texts = TEXTS[variant];
    const body = {
      question: input.question.trim(),
      answer: input.answer.trim(),
      answerEn: input.answerEn.trim() || null,
      answerEs: input.answerEs.trim() || null,
    };
    try {
      if (input.id !== undefined) {
        const updated = await api.faqs.update(input.id, body);
        onChange(faqs.map((faq) => (faq.id === updated.id ? updated : faq)));
        showToast({ title: t(texts.updated) });
      } else {
        const created = await api.faqs.create({ weddingId, ...body });
        onChange([...faqs, created]);
        showToast({ title: t(texts.created) });
      }
      setDraft(null);
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t(input.id !== undefined ? texts.updateFailed : texts.createFailed)));
    }
  }

  async function translate(faq: TFaq) {
    setTranslating(faq.id);
    try {
      const updated = await api.faqs.translate(faq.id);
      onChange(faqs.map((item) => (item.id === updated.id ? updated : item)));
      showToast({ title: t('faq.translate.done') });
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('faq.translate.failed')));
    } finally {
      setTranslating(null);
    }
  }

  async function remove(faq: TFaq) {
    try {
      await api.faqs.remove(faq.id);
      onChange(faqs.filter((item) => item.id !== faq.id));
      showToast({ title: t('faq.deleted') });
      setDeleting(null);
    } catch (error) {
      handleUnauthenticated(error);
      showError(errorMessage(error, t('faq.delete.failed')));
    }
  }

  return (
    <section aria-labelledby={`faq-title-${variant}`} data-testid="faq-editor">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`faq-title-${variant}`} className="text-2xl">
          {t('faq.title')}
        </h2>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setDraft({ question: '', answer: '', answerEn: '', answerEs: '' })}
        >
          <span aria-hidden="true">+</span> {t('faq.add')}
        </button>
      </div>

      {sorted.length === 0 ? (
        <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-base-content/80">
          {t('faq.empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {sorted.map((faq) => (
            <li key={faq.id} className="rounded-box border border-base-300 bg-base-100 p-4" data-testid="faq-item">
              <h3 className="text-xl">
                {faq.question}
                {faq.answerEn && faq.answerEs && (
                  <span className="badge badge-ghost badge-sm ml-2 align-middle">{t('faq.translations.badge')}</span>
                )}
              </h3>
              <p className="mt-1 whitespace-pre-line text-base-content/85">{faq.answer}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-outline btn-primary btn-xs"
                  onClick={() =>
                    setDraft({
                      id: faq.id,
                      question: faq.question,
                      answer: faq.answer,
                      answerEn: faq.answerEn ?? '',
                      answerEs: faq.answerEs ?? '',
                    })
                  }
                >
                  {t('ui.edit')}
                  <span className="sr-only"> : {faq.question}</span>
                </button>
                {canTranslate && (
                  <button
                    type="button"
                    className="btn btn-outline btn-primary btn-xs"
                    onClick={() => translate(faq)}
                    disabled={translating === faq.id}
                    data-testid="faq-translate"
                  >
                    {translating === faq.id && (
                      <span className="loading loading-spinner loading-xs" aria-hidden="true" />
                    )}
                    {t('faq.translate')}
                    <span className="sr-only"> : {faq.question}</span>
                  </button>
                )}
                <button type="button" className="btn btn-outline btn-error btn-xs" onClick={() => setDeleting(faq)}>
                  {t('ui.delete')}
                  <span className="sr-only"> : {faq.question}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canTranslate === false && sorted.length > 0 && (
        <p className="mt-3 text-sm text-base-content/75" data-testid="faq-translate-hint">
          {t('faq.translate.unavailable')}
        </p>
      )}

      <Modal
        open={draft !== null}
        title={t(draft?.id !== undefined ? 'faq.dialog.edit' : 'faq.dialog.add')}
        onClose={() => setDraft(null)}
        testId="faq-dialog"
      >
        {draft && <FaqForm initial={draft} variant={variant} onCancel={() => setDraft(null)} onSave={save} />}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title={t('faq.delete.title')}
        message={t('faq.delete.confirm')}
        confirmLabel={t('ui.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </section>
  );
}

/** The fields of one FAQ, checked by the rule the server applies; also the « Ajouter à la FAQ » form of the statistics. */
export function FaqForm({
  initial,
  variant,
  onCancel,
  onSave,
}: {
  initial: FaqDraft;
  variant: FaqVariant;
  onCancel: () => void;
  onSave: (draft: FaqDraft) => Promise<void>;
}) {
  const [question, setQuestion] = useState(initial.question);
  const [answer, setAnswer] = useState(initial.answer);
  const [answerEn, setAnswerEn] = useState(initial.answerEn);
  const [answerEs, setAnswerEs] = useState(initial.answerEs);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const incomplete = variant !== 'detail' && (!question.trim() || !answer.trim());

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (incomplete) return;
    const parsed = ZFaqFields.safeParse({ question, answer });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave({ id: initial.id, question, answer, answerEn, answerEs });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className="mb-2 text-sm text-base-content/75">{t('faq.hint.detailed')}</p>
      <Field
        id={`faq-question-${variant}`}
        label={t('faq.question')}
        value={question}
        onChange={(value) => {
          setQuestion(value);
          setErrors(({ question: _q, ...rest }) => rest);
        }}
        error={errors.question}
        placeholder={t('faq.placeholder.question')}
        required
        disabled={saving}
      />
      <Field
        multiline
        rows={4}
        id={`faq-answer-${variant}`}
        label={t('faq.answer')}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          setErrors(({ answer: _a, ...rest }) => rest);
        }}
        error={errors.answer}
        placeholder={t('faq.placeholder.answer')}
        required
        disabled={saving}
      />
      <details className="mt-2" open={Boolean(initial.answerEn || initial.answerEs)}>
        <summary className="cursor-pointer py-2 text-sm font-medium">{t('faq.translations.title')}</summary>
        <p className="mb-2 text-sm text-base-content/75">{t('faq.translations.hint')}</p>
        <Field
          multiline
          rows={3}
          id={`faq-answer-en-${variant}`}
          label={t('faq.answerEn')}
          value={answerEn}
          onChange={setAnswerEn}
          disabled={saving}
        />
        <Field
          multiline
          rows={3}
          id={`faq-answer-es-${variant}`}
          label={t('faq.answerEs')}
          value={answerEs}
          onChange={setAnswerEs}
          disabled={saving}
        />
      </details>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={saving}>
          {t('ui.cancel')}
        </button>
        <BusyButton busy={saving} disabled={incomplete}>
          {t('ui.save')}
        </BusyButton>
      </div>
    </form>
  );
}
