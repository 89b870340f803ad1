// One guest's conversation in the couple's inbox: what the guest wrote, the assistant's replies, the couple's replies
// and the copies sent unasked (invitation, reminder…) with their delivery status, and the reply box aimed at one of the
// guest's questions.
import { useEffect, useRef, useState } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { inboxApi } from '../../../lib/inbox-api.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { deliveryErrorReason, explainDeliveryError } from '../../../shared/delivery-errors.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { t } from '../../../shared/messages/inbox.ts';
import type { TConversation, TCoupleReply, TThreadEntry } from '../../../shared/schemas/inbox.ts';
import type { TFaq } from '../../../shared/schemas/weddings.ts';
import { coupleReads } from '../../../stores/session.ts';
import InboxReplyForm from './InboxReplyForm.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';

type GuestEntry = Extract<TThreadEntry, { from: 'guest' }>;
type CopyEntry = Extract<TThreadEntry, { from: 'copy' }>;

/** A question closed without the assistant's answer: what the assistant had sent with it. */
const UNANSWERED = {
  nothing: 'inbox.thread.unanswered',
  closest: 'inbox.thread.unanswered.closest',
  part: 'inbox.thread.unanswered.part',
} as const;

type Props = {
  weddingId: number;
  guestId: number;
  /** The question the couple chose to answer; else the guest's latest open question, else their latest question. */
  questionId: number | null;
  onBack: () => void;
  onSent: () => void;
  onFaqsChange: (faqs: TFaq[]) => void;
};

export default function InboxConversation({ weddingId, guestId, questionId, onBack, onSent, onFaqsChange }: Props) {
  const thread = useQuery(
    () => inboxApi.conversation(weddingId, guestId),
    `wedding/${weddingId}/inbox/${guestId}`,
    coupleReads,
  );
  const [chosen, setChosen] = useState<number | null>(questionId);
  const target = thread.data ? targetQuestion(thread.data, chosen) : null;
  const list = useRef<HTMLOListElement>(null);
  // The latest messages are the ones to read: the thread opens, and stays after a reply, at its end.
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [thread.data]);

  return (
    <section
      aria-labelledby="inbox-thread-title"
      className="space-y-4 rounded-box border border-base-300 p-3 sm:p-4"
      data-testid="inbox-thread"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="inbox-thread-title" className="min-w-0 break-words text-lg">
          {thread.data ? t('inbox.thread.title', { guest: thread.data.guest }) : t('inbox.title')}
        </h3>
        <button type="button" className="btn btn-ghost btn-sm lg:hidden" onClick={onBack}>
          ← {t('inbox.back')}
        </button>
      </div>
      {thread.error ? (
        <ErrorState error={thread.error} fallback={t('inbox.thread.loadError')} onRetry={thread.reload} />
      ) : !thread.data ? (
        <LoadingState page />
      ) : (
        <>
          <ol
            ref={list}
            tabIndex={0}
            className="max-h-[60vh] space-y-1 overflow-y-auto pr-1 lg:max-h-[32rem]"
            aria-label={t('inbox.thread.title', { guest: thread.data.guest })}
          >
            {thread.data.entries.map((entry) =>
              entry.from === 'guest' ? (
                <GuestMessage
                  key={`g${entry.messageId}`}
                  entry={entry}
                  targeted={target?.messageId === entry.messageId}
                  onReply={() => setChosen(entry.messageId)}
                />
              ) : entry.from === 'couple' ? (
                <CoupleMessage
                  key={`c${entry.reply.id}`}
                  reply={entry.reply}
                  weddingId={weddingId}
                  onRetried={thread.reload}
                />
              ) : (
                <CopyMessage key={`${entry.kind}${entry.id}`} copy={entry} />
              ),
            )}
          </ol>
          {thread.data.optedOut ? (
            <p className="alert alert-warning text-sm" role="status">
              {t('inbox.thread.optedOut')}
            </p>
          ) : target ? (
            <InboxReplyForm
              weddingId={weddingId}
              question={target}
              replyMode={thread.data.replyMode}
              onSent={() => {
                // Answered: the box moves on to the guest's next open question.
                setChosen(null);
                thread.reload();
                onSent();
              }}
              onFaqsChange={onFaqsChange}
            />
          ) : (
            <p className="text-sm text-base-content/80">{t('inbox.form.pick')}</p>
          )}
        </>
      )}
    </section>
  );
}

/** The question the reply box answers: the one chosen, else the latest open one, else the latest question. */
function targetQuestion(conversation: TConversation, chosen: number | null): GuestEntry | null {
  const questions = conversation.entries.filter((e): e is GuestEntry => e.from === 'guest' && e.kind === 'question');
  return questions.find((q) => q.messageId === chosen) ?? questions.findLast((q) => q.open) ?? questions.at(-1) ?? null;
}

function GuestMessage({ entry, targeted, onReply }: { entry: GuestEntry; targeted: boolean; onReply: () => void }) {
  return (
    <li data-testid="inbox-guest-message">
      <div className="chat chat-start">
        <div className="chat-header text-xs text-base-content/75">
          {t('inbox.thread.guest')} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </div>
        <div
          className={`chat-bubble break-words ${targeted ? 'ring-2 ring-primary' : ''} ${entry.open ? 'chat-bubble-warning' : ''}`}
        >
          {entry.text}
        </div>
        {entry.kind === 'question' && (
          <div className="chat-footer mt-1 flex flex-wrap items-center gap-2">
            {entry.open && <span className="badge badge-warning badge-sm">{t('inbox.thread.openQuestion')}</span>}
            {!entry.open && entry.unanswered && (
              <span className="badge badge-ghost badge-sm">{t(UNANSWERED[entry.handedOverWith])}</span>
            )}
            {!targeted && (
              <button type="button" className="btn btn-link btn-xs px-0" onClick={onReply}>
                {t('inbox.reply')}
              </button>
            )}
          </div>
        )}
      </div>
      {entry.assistantReply && (
        <div className="chat chat-end">
          <div className="chat-header text-xs text-base-content/75">{t('inbox.thread.assistant')}</div>
          <div className="chat-bubble chat-bubble-neutral whitespace-pre-line break-words text-sm">
            {entry.assistantReply}
          </div>
        </div>
      )}
    </li>
  );
}

const STATUS_BADGE: Record<TCoupleReply['status'], string> = {
  queued: 'badge-ghost',
  sent: 'badge-info',
  delivered: 'badge-success',
  read: 'badge-success',
  failed: 'badge-error',
  undelivered: 'badge-error',
};

function CoupleMessage({
  reply,
  weddingId,
  onRetried,
}: {
  reply: TCoupleReply;
  weddingId: number;
  onRetried: () => void;
}) {
  return (
    <li className="chat chat-end" data-testid="inbox-couple-reply">
      <div className="chat-header text-xs text-base-content/75">
        {t('inbox.thread.couple')} · <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
      </div>
      <div className="chat-bubble chat-bubble-primary whitespace-pre-line break-words">{reply.text}</div>
      <div className="chat-footer mt-1 flex flex-wrap items-center justify-end gap-2">
        <DeliveryStatus status={reply.status} />
        <span className="text-xs text-base-content/75">{t(`inbox.mode.${reply.mode}`)}</span>
        {reply.error && <DeliveryError error={reply.error} />}
        {reply.status === 'failed' && deliveryErrorReason(reply.error ?? '') !== 'stopped' && (
          <RetryReply weddingId={weddingId} replyId={reply.id} onRetried={onRetried} />
        )}
      </div>
    </li>
  );
}

/** « Renvoyer »: the reply goes again as it was written; the thread then shows where it stands. */
function RetryReply({ weddingId, replyId, onRetried }: { weddingId: number; replyId: number; onRetried: () => void }) {
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    try {
      const sent = await inboxApi.retry(weddingId, replyId);
      if (sent.status === 'failed') showError(explainDeliveryError(sent.error ?? ''));
      else showToast({ title: t(sent.status === 'queued' ? 'inbox.retry.queued' : 'inbox.retry.done') });
      onRetried();
    } catch (error) {
      showError(errorMessage(error, t('inbox.retry.failed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-outline btn-xs" disabled={busy} onClick={() => void retry()}>
      {t('inbox.retry')}
    </button>
  );
}

/** Why the message did not reach the guest, in the couple's words; what was stored stays at hand for support. */
function DeliveryError({ error }: { error: string }) {
  return (
    <span className="text-xs text-red-700 dark:text-red-300" title={error} data-testid="inbox-delivery-error">
      {explainDeliveryError(error)}
    </span>
  );
}

function DeliveryStatus({ status }: { status: TCoupleReply['status'] }) {
  return (
    <span className={`badge badge-sm ${STATUS_BADGE[status]}`} data-testid="inbox-reply-status">
      {t(`inbox.status.${status}`)}
    </span>
  );
}

function CopyMessage({ copy }: { copy: CopyEntry }) {
  return (
    <li className="chat chat-end" data-testid="inbox-copy">
      <div className="chat-header text-xs text-base-content/75">
        {t(`inbox.copy.${copy.kind}`)} · <time dateTime={copy.createdAt}>{formatDateTime(copy.createdAt)}</time>
      </div>
      <div className="chat-bubble chat-bubble-secondary whitespace-pre-line break-words text-sm">{copy.text}</div>
      <div className="chat-footer mt-1 flex flex-wrap items-center justify-end gap-2">
        <DeliveryStatus status={copy.status} />
        {copy.error && <DeliveryError error={copy.error} />}
      </div>
    </li>
  );
}
