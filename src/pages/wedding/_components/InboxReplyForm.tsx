// The couple's reply to one guest question: « Envoyer » sends it on WhatsApp; « Enregistrer aussi comme question
// fréquente » saves the question and the reply as a FAQ, whose English and Spanish versions are then offered
// (the FAQ form and its « Traduire » action). « Classer sans répondre » closes an open question, sending nothing.
import { useId, useState, type SubmitEvent } from 'react';
import { FaqForm, type FaqDraft } from '../../../components/FaqEditor.tsx';
import Modal from '../../../components/ui/Modal.tsx';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { inboxApi } from '../../../lib/inbox-api.ts';
import { t } from '../../../shared/messages/inbox.ts';
import { MAX_INBOX_REPLY, ZInboxReplyRequest } from '../../../shared/schemas/inbox.ts';
import type { TFaq } from '../../../shared/schemas/weddings.ts';
import { handleUnauthenticated } from '../../../stores/session.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { BusyButton } from '../../../components/ui/Field.tsx';

type Props = {
  weddingId: number;
  question: { messageId: number; text: string; open?: boolean };
  replyMode: 'text' | 'template';
  onSent: () => void;
  onFaqsChange: (faqs: TFaq[]) => void;
};

export default function InboxReplyForm({ weddingId, question, replyMode, onSent, onFaqsChange }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [saveAsFaq, setSaveAsFaq] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The FAQ just saved from a reply, offered for its translations. */
  const [savedFaq, setSavedFaq] = useState<TFaq | null>(null);
  const [editing, setEditing] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [resolving, setResolving] = useState(false);

  async function refreshFaqs(faqId: number) {
    const faqs = await api.weddings.faqs(weddingId);
    onFaqsChange(faqs);
    setSavedFaq(faqs.find((faq) => faq.id === faqId) ?? null);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const parsed = ZInboxReplyRequest.safeParse({ text, saveAsFaq });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('inbox.error.text.empty'));
      return;
    }
    setSending(true);
    try {
      const reply = await inboxApi.reply(weddingId, question.messageId, parsed.data);
      showToast({
        title: t(reply.faqId ? 'inbox.sent.faq' : 'inbox.sent'),
        description: t(`inbox.status.${reply.status}`),
      });
      setText('');
      setSaveAsFaq(false);
      if (reply.faqId) await refreshFaqs(reply.faqId);
      onSent();
    } catch (failure) {
      if (handleUnauthenticated(failure) === true) return;
      setError(errorMessage(failure, t('inbox.sendFailed')));
    } finally {
      setSending(false);
    }
  }

  async function resolve() {
    setResolving(true);
    try {
      await inboxApi.resolve(weddingId, question.messageId);
      showToast({ title: t('inbox.resolved'), description: t('inbox.resolved.detail') });
      setText('');
      onSent();
    } catch (failure) {
      if (handleUnauthenticated(failure) === true) return;
      showError(errorMessage(failure, t('inbox.resolveFailed')));
    } finally {
      setResolving(false);
    }
  }

  async function translate(faq: TFaq) {
    setTranslating(true);
    try {
      const updated = await api.faqs.translate(faq.id);
      setSavedFaq(updated);
      await refreshFaqs(updated.id);
      showToast({ title: t('faq.translate.done') });
      setEditing(true);
    } catch (failure) {
      handleUnauthenticated(failure);
      showError(errorMessage(failure, t('faq.translate.failed')));
    } finally {
      setTranslating(false);
    }
  }

  async function saveFaq(draft: FaqDraft) {
    if (!savedFaq) return;
    try {
      await api.faqs.update(savedFaq.id, {
        question: draft.question.trim(),
        answer: draft.answer.trim(),
        answerEn: draft.answerEn.trim() || null,
        answerEs: draft.answerEs.trim() || null,
      });
      await refreshFaqs(savedFaq.id);
      showToast({ title: t('faq.updated') });
      setEditing(false);
    } catch (failure) {
      handleUnauthenticated(failure);
      showError(errorMessage(failure, t('faq.update.failed')));
    }
  }

  const textId = `${id}-text`;
  const describedBy = [`${textId}-counter`, error ? `${textId}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="space-y-3">
      <form
        className="space-y-2 border-t border-base-300 pt-3"
        onSubmit={submit}
        noValidate
        data-testid="inbox-reply-form"
      >
        <label htmlFor={textId} className="block text-sm font-medium">
          {t('inbox.form.replyingTo', { question: question.text })}
        </label>
        <textarea
          id={textId}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          rows={3}
          maxLength={MAX_INBOX_REPLY}
          placeholder={t('inbox.form.placeholder')}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={sending}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
        />
        <p id={`${textId}-counter`} className="text-right text-xs text-base-content/75">
          {t('inbox.form.counter', { count: text.length, max: MAX_INBOX_REPLY })}
        </p>
        {error && (
          <p
            id={`${textId}-error`}
            className="text-sm text-red-700 dark:text-red-300"
            role="alert"
            data-testid="inbox-reply-error"
          >
            {error}
          </p>
        )}
        {replyMode === 'template' && <p className="text-xs text-base-content/80">{t('inbox.form.template')}</p>}
        <label className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm mt-0.5"
            checked={saveAsFaq}
            disabled={sending}
            onChange={(event) => setSaveAsFaq(event.target.checked)}
          />
          <span>
            {t('inbox.form.saveAsFaq')}
            <span className="block text-xs text-base-content/75">{t('inbox.form.saveAsFaq.hint')}</span>
          </span>
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {question.open && (
            <button
              type="button"
              className="btn btn-ghost w-full sm:w-auto"
              title={t('inbox.form.resolve.hint')}
              disabled={sending || resolving}
              onClick={resolve}
            >
              {resolving && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {t('inbox.form.resolve')}
            </button>
          )}
          <BusyButton className="btn btn-primary w-full sm:w-auto" busy={sending}>
            {sending ? t('inbox.form.sending') : t('inbox.form.send')}
          </BusyButton>
        </div>
      </form>
      {savedFaq && (
        <div
          className="space-y-2 rounded-box border border-success/40 bg-success/10 p-3 text-sm"
          role="status"
          data-testid="inbox-faq-saved"
        >
          <p>{t('inbox.faq.saved')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-outline btn-primary btn-xs"
              onClick={() => translate(savedFaq)}
              disabled={translating}
            >
              {translating && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
              {t('faq.translate')}
            </button>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => setEditing(true)}>
              {t('inbox.faq.translations')}
            </button>
          </div>
        </div>
      )}
      {savedFaq && (
        <Modal open={editing} title={t('inbox.faq.edit')} onClose={() => setEditing(false)}>
          {editing && (
            <FaqForm
              initial={{
                id: savedFaq.id,
                question: savedFaq.question,
                answer: savedFaq.answer,
                answerEn: savedFaq.answerEn ?? '',
                answerEs: savedFaq.answerEs ?? '',
              }}
              variant="detail"
              onCancel={() => setEditing(false)}
              onSave={saveFaq}
            />
          )}
        </Modal>
      )}
    </div>
  );
}
