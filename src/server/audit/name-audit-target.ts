// The record an audit entry is about, in words (« Mariage de Léa & Marc », « FAQ de Léa & Marc »), stored with the
// entry so that the log can be read and searched by it.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { faqs, scheduledMessages, weddings } from '../../../db/schema/index.ts';
import { t } from '../../shared/messages/index.ts';
import type { AuditTargetType } from '../../shared/schemas/audit.ts';

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

async function coupleOf(db: Database, weddingId: unknown): Promise<string | null> {
  const id =
    typeof weddingId === 'number'
      ? weddingId
      : typeof weddingId === 'string' && /^\d{1,10}$/.test(weddingId)
        ? Number(weddingId)
        : null;
  if (id === null) return null;
  const [w] = await db
    .select({ bride: weddings.brideName, groom: weddings.groomName })
    .from(weddings)
    .where(eq(weddings.id, id));
  return w ? `${w.bride} & ${w.groom}` : null;
}

/** An entry of the back office's own routes: the record read before or after the write. */
export async function nameAuditTarget(
  db: Database,
  type: AuditTargetType,
  before: unknown,
  after: unknown,
): Promise<string | null> {
  const record = { ...fieldsOf(before), ...fieldsOf(after) };
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  switch (type) {
    case 'wedding':
      return text('brideName')
        ? t('audit.label.wedding', { couple: `${text('brideName')} & ${text('groomName') ?? ''}` })
        : null;
    case 'message': {
      const couple = await coupleOf(db, record.weddingId);
      return couple ? t('audit.label.message', { couple }) : null;
    }
    case 'outbox': {
      const couple = await coupleOf(db, record.weddingId);
      return couple ? t('audit.label.outbox', { couple }) : null;
    }
    case 'user':
      // An administrator by their login; a couple's e-mail stays out (the log must not keep it once they leave).
      return record.isAdmin === true ? text('username') : null;
    case 'staff': {
      const name = [text('firstName'), text('lastName')].filter(Boolean).join(' ') || text('username') || text('email');
      return name ? t('audit.label.staff', { name }) : null;
    }
    case 'staff_invitation':
      return text('email') ? t('audit.label.invitation', { email: text('email')! }) : null;
    case 'page':
      return text('title');
    case 'plan':
      return text('name');
    case 'discount_code':
      return text('code');
    case 'transaction':
      return record.id ? t('audit.label.transaction', { id: String(record.id) }) : null;
    default:
      return t(`audit.target.${type}`);
  }
}

/** What a couple route an administrator used was about, from its path: the wedding, its FAQ, guests… */
export type RequestSubject = {
  kind: 'wedding' | 'faq' | 'guests' | 'scheduled';
  weddingId: number | null;
  faqId?: number;
};

export async function requestSubjectOf(db: Database, path: string): Promise<RequestSubject | null> {
  const faq = /^\/api\/faqs\/(\d{1,10})(?:\/|$)/.exec(path);
  if (faq) {
    const [row] = await db
      .select({ weddingId: faqs.weddingId })
      .from(faqs)
      .where(eq(faqs.id, Number(faq[1])));
    return { kind: 'faq', weddingId: row?.weddingId ?? null, faqId: Number(faq[1]) };
  }
  const scheduled = /^\/api\/scheduled-messages\/(\d{1,10})$/.exec(path);
  if (scheduled) {
    const [row] = await db
      .select({ weddingId: scheduledMessages.weddingId })
      .from(scheduledMessages)
      .where(eq(scheduledMessages.id, Number(scheduled[1])));
    return { kind: 'scheduled', weddingId: row?.weddingId ?? null };
  }
  const wedding = /^\/api\/weddings\/(\d{1,10})(\/[a-z-]+)?/.exec(path);
  if (wedding) {
    const kind = wedding[2] === '/faqs' ? 'faq' : wedding[2] === '/guests' ? 'guests' : 'wedding';
    return { kind, weddingId: Number(wedding[1]) };
  }
  return null;
}

/** The state of the record a couple route changes (a FAQ, a wedding), to record before and after the write. */
export async function readRequestSubject(db: Database, subject: RequestSubject | null): Promise<unknown> {
  if (!subject) return null;
  if (subject.kind === 'faq' && subject.faqId)
    return (await db.select().from(faqs).where(eq(faqs.id, subject.faqId)))[0] ?? null;
  if (subject.kind === 'wedding' && subject.weddingId) {
    const [w] = await db
      .select({
        id: weddings.id,
        brideName: weddings.brideName,
        groomName: weddings.groomName,
        weddingDate: weddings.weddingDate,
        botActive: weddings.botActive,
        assistantStopped: weddings.assistantStopped,
        stopReason: weddings.stopReason,
      })
      .from(weddings)
      .where(eq(weddings.id, subject.weddingId));
    return w ?? null;
  }
  return null;
}

export async function nameRequestSubject(
  db: Database,
  subject: RequestSubject | null,
  after: unknown,
): Promise<string | null> {
  const weddingId = subject?.weddingId ?? fieldsOf(after).weddingId ?? null;
  const couple = await coupleOf(db, weddingId);
  if (!couple) return null;
  const kind = subject?.kind ?? (fieldsOf(after).question !== undefined ? 'faq' : 'wedding');
  return t(`audit.label.${kind}`, { couple });
}
