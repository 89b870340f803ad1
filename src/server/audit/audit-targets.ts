// What an audit entry records as "before" and "after" for each kind of record an administrator can change:
// the row as stored, secrets left out (password hash, trial cookie hash).
import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  assistantSettings,
  discountCodes,
  messages,
  outbox,
  pages,
  pricingPlans,
  retentionSettings,
  siteSettings,
  socialLinks,
  transactions,
  users,
  weddings,
} from '../../../db/schema/index.ts';
import type { AuditTargetType } from '../../shared/schemas/audit.ts';
import { getAssistantSettings } from '../assistant/get-assistant-settings.ts';
import { getSiteSettings } from '../content/get-site-settings.ts';
import { getRetentionSettings } from '../content/get-retention-settings.ts';
import { getEnv } from '../env.ts';

type Reader = (db: Database, id: string) => Promise<unknown>;

const { password: _password, ...userColumns } = getTableColumns(users);
const { trialOwnerTokenHash: _trialToken, ...weddingColumns } = getTableColumns(weddings);
const numeric = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : -1);
const first = async <T>(rows: Promise<T[]>) => (await rows)[0] ?? null;

const READERS: Partial<Record<AuditTargetType, Reader>> = {
  user: (db, id) => first(db.select(userColumns).from(users).where(eq(users.id, id))),
  // A staff account: who, role, disabled; never the password.
  staff: (db, id) =>
    first(
      db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
          isAdmin: users.isAdmin,
          adminRole: users.adminRole,
          disabledAt: users.disabledAt,
        })
        .from(users)
        .where(eq(users.id, id)),
    ),
  wedding: (db, id) =>
    first(
      db
        .select(weddingColumns)
        .from(weddings)
        .where(eq(weddings.id, numeric(id))),
    ),
  page: (db, id) =>
    first(
      db
        .select()
        .from(pages)
        .where(eq(pages.id, numeric(id))),
    ),
  social_links: (db) => db.select().from(socialLinks).orderBy(asc(socialLinks.id)),
  // Before the first save the settings in force are the defaults: « avant » says so instead of nothing.
  site_settings: async (db) =>
    (await first(db.select().from(siteSettings))) ?? getSiteSettings({ db, config: getEnv() }),
  assistant_settings: async (db) => (await first(db.select().from(assistantSettings))) ?? getAssistantSettings({ db }),
  retention_settings: async (db) => (await first(db.select().from(retentionSettings))) ?? getRetentionSettings({ db }),
  plan: (db, id) =>
    first(
      db
        .select()
        .from(pricingPlans)
        .where(eq(pricingPlans.id, numeric(id))),
    ),
  discount_code: (db, id) =>
    first(
      db
        .select()
        .from(discountCodes)
        .where(eq(discountCodes.id, numeric(id))),
    ),
  transaction: (db, id) =>
    first(
      db
        .select()
        .from(transactions)
        .where(eq(transactions.id, numeric(id))),
    ),
  // A send of the outbox: its state, not its text (a message to a guest).
  outbox: (db, id) =>
    first(
      db
        .select({
          id: outbox.id,
          channel: outbox.channel,
          weddingId: outbox.weddingId,
          status: outbox.status,
          attempts: outbox.attempts,
          lastError: outbox.lastError,
          sendAfter: outbox.sendAfter,
        })
        .from(outbox)
        .where(eq(outbox.id, numeric(id))),
    ),
  // The review of a flagged answer: the exchange and its review, never the guest.
  message: (db, id) =>
    first(
      db
        .select({
          id: messages.id,
          weddingId: messages.weddingId,
          message: messages.message,
          response: messages.response,
          confidence: messages.confidence,
          flaggedThreshold: messages.flaggedThreshold,
          reviewVerdict: messages.reviewVerdict,
          reviewedBy: messages.reviewedBy,
        })
        .from(messages)
        .where(eq(messages.id, numeric(id))),
    ),
};

/** The record's current state, or null (no such record, or a kind with nothing to read such as a rebuild). */
export async function readAuditTarget(db: Database, type: AuditTargetType, id: string | null): Promise<unknown> {
  const read = READERS[type];
  if (!read) return null;
  if (id === null && !['social_links', 'site_settings', 'assistant_settings', 'retention_settings'].includes(type))
    return null;
  return read(db, id ?? '1');
}
