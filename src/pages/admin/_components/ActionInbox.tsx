// « À traiter », at the top of the dashboard: what needs a person now (the server's getActionInbox), each item
// linking to its record, with the action that fixes it (each audited by the server).
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { adminApi } from '../../../lib/admin-api.ts';
import { t, tCount } from '../../../shared/messages/index.ts';
import { weddingStatusMessages } from '../../../shared/messages/wedding-status.ts';
import type { TActionInbox, TInboxActionResponse } from '../../../shared/schemas/admin-inbox.ts';
import { showError, showToast } from '../../../stores/toasts.ts';
import { euros, frDate, frDateTime, weddingDate } from './format.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { QueryView } from '../../../components/ui/QueryView.tsx';
import { useQuery } from '../../../components/use-query.ts';
import { adminReads } from '../../../stores/admin-session.ts';
import { weddingHref } from './wedding-columns.tsx';
import { deliveryErrorReason, explainDeliveryError } from '../../../shared/delivery-errors.ts';

export function ActionInbox() {
  const inbox = useQuery(() => adminApi.inbox(), 'action-inbox', adminReads);
  return (
    <section
      className="card mb-6 border border-base-300 bg-base-100 shadow-sm"
      aria-labelledby="inbox-title"
      data-testid="action-inbox"
    >
      <div className="card-body gap-3 p-4 sm:p-5">
        <QueryView query={inbox}>{(data) => <InboxBody data={data} reload={inbox.reload} />}</QueryView>
      </div>
    </section>
  );
}

function InboxBody({ data, reload }: { data: TActionInbox; reload: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);

  async function act(key: string, run: () => Promise<TInboxActionResponse>) {
    setBusy(key);
    try {
      const result = await run();
      if (result.outcome === 'failed') showError(result.message);
      else showToast({ title: result.message });
      reload();
    } catch (error) {
      showError(errorMessage(error, t('admin.inbox.actionFailed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <h2 id="inbox-title" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        {t('admin.inbox.title')}
        <Badge tone={data.total > 0 ? 'warning' : 'success'} testId="inbox-total">
          {tCount('admin.inbox.count', data.total)}
        </Badge>
      </h2>
      {data.total === 0 && <p className="text-sm text-base-content/75">{t('admin.inbox.empty')}</p>}

      {data.failedBalances.length > 0 && (
        <Group title={t('admin.inbox.balances')} testId="inbox-balances">
          {data.failedBalances.map((b) => (
            <Item key={b.wedding.id} href={weddingHref(b.wedding)} title={b.wedding.names} testId="inbox-balance">
              <p className="text-sm">
                {t('admin.inbox.balance.line', {
                  amount: euros(b.amountCents),
                  attempts: tCount('admin.inbox.balance.attempts', b.attempts),
                })}
                {b.email && <span className="text-base-content/75"> · {b.email}</span>}
              </p>
              {b.lastError && <p className="text-xs text-base-content/75 break-words">{b.lastError}</p>}
              <div className="mt-2 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-primary btn-xs"
                  disabled={busy !== null}
                  onClick={() => void act(`retry-${b.wedding.id}`, () => adminApi.retryBalance(b.wedding.id))}
                  data-testid="inbox-retry-balance"
                >
                  {t('admin.inbox.balance.retry')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-xs"
                  disabled={busy !== null}
                  onClick={() => void act(`link-${b.wedding.id}`, () => adminApi.sendBalanceLink(b.wedding.id))}
                  data-testid="inbox-send-link"
                >
                  {t('admin.inbox.balance.sendLink')}
                </button>
              </div>
            </Item>
          ))}
        </Group>
      )}

      {data.undelivered.length > 0 && (
        <Group title={t('admin.inbox.undelivered')} testId="inbox-undelivered">
          {data.undelivered.map((u) => (
            <Item
              key={u.id}
              href={u.wedding ? weddingHref(u.wedding) : null}
              title={`${t(`admin.inbox.channel.${u.channel}`)} · ${u.recipient}`}
              testId="inbox-outbox"
            >
              <p className="text-sm">
                {u.subject && <span>{u.subject} · </span>}
                {u.wedding && <span>{u.wedding.names} · </span>}
                <span className="text-base-content/75">{frDateTime(u.createdAt)}</span>
              </p>
              {u.lastError && (
                <p className="text-xs text-base-content/75 break-words">
                  {u.channel === 'whatsapp' && deliveryErrorReason(u.lastError) !== 'other'
                    ? `${explainDeliveryError(u.lastError)} (${u.lastError})`
                    : u.lastError}
                </p>
              )}
              <div className="mt-2">
                <button
                  type="button"
                  className="btn btn-outline btn-xs"
                  disabled={busy !== null}
                  onClick={() => void act(`outbox-${u.id}`, () => adminApi.retryOutbox(u.id))}
                  data-testid="inbox-retry-outbox"
                >
                  {t('admin.inbox.outbox.retry')}
                </button>
              </div>
            </Item>
          ))}
        </Group>
      )}

      {data.unansweredQuestions.length > 0 && (
        <Group title={t('admin.inbox.unanswered')} testId="inbox-unanswered">
          {data.unansweredQuestions.map((u) => (
            <Item key={u.wedding.id} href={weddingHref(u.wedding)} title={u.wedding.names} testId="inbox-question">
              <p className="text-sm">
                {tCount('admin.inbox.unanswered.line', u.questions, { date: frDate(u.oldest) })}
              </p>
              <p className="text-sm italic text-base-content/75 break-words">« {u.sample} »</p>
            </Item>
          ))}
        </Group>
      )}

      {data.silentWeddings.length > 0 && (
        <Group title={t('admin.inbox.silent')} testId="inbox-silent">
          {data.silentWeddings.map((s) => (
            <Item
              key={s.wedding.id}
              href={weddingHref(s.wedding)}
              title={s.wedding.names}
              testId="inbox-silent-wedding"
            >
              <p className="text-sm">
                {t('admin.inbox.silent.line', {
                  date: weddingDate(s.wedding.weddingDate),
                  status:
                    weddingStatusMessages[`status.${s.statusCode}` as keyof typeof weddingStatusMessages] ??
                    s.statusCode,
                })}
              </p>
            </Item>
          ))}
        </Group>
      )}
    </>
  );
}

function Group({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-base-content/75">{title}</h3>
      <ul className="grid gap-2 md:grid-cols-2">{children}</ul>
    </div>
  );
}

function Item({
  href,
  title,
  testId,
  children,
}: {
  href: string | null;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li className="min-w-0 rounded-box border border-base-300 p-3" data-testid={testId}>
      {href ? (
        <a className="link font-medium break-words" href={href}>
          {title}
        </a>
      ) : (
        <span className="font-medium break-words">{title}</span>
      )}
      {children}
    </li>
  );
}
