// The invoice of a successful payment: the next number of the year (taken in the same transaction, so the sequence
// has no gap), the seller's identity from LEGAL_* and the VAT rule of the configuration, the buyer, one line. One
// invoice per payment, however many times the payment is recorded.
import { ofCoupleNames } from '../../shared/partners.ts';
import { eq, sql } from 'drizzle-orm';
import type { weddings } from '../../../db/schema/index.ts';
import { invoiceCounters, invoices, users } from '../../../db/schema/index.ts';
import { VAT_EXEMPTION_MENTION, splitVat, type InvoiceView } from '../../shared/invoice.ts';
import { t } from '../../shared/messages/index.ts';
import { RETENTION_DEFAULTS } from '../../shared/schemas/retention.ts';
import { legalValues } from '../content/fill-legal-placeholders.ts';
import type { Env } from '../env.ts';
import type { Tx } from './record-payment-outcome.ts';
import type { Database } from '../../../db/client.ts';

type WeddingRow = typeof weddings.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

export function toInvoiceView(row: InvoiceRow): InvoiceView {
  return {
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    seller: row.seller,
    buyer: row.buyer,
    lineLabel: row.lineLabel,
    totalCents: row.totalCents,
    vatRateBp: row.vatRateBp,
    vatCents: row.vatCents,
    vatMention: row.vatMention,
  };
}

export type IssueInvoiceOptions = {
  db: Database | Tx;
  config: Env;
  paymentIntentId: string;
  kind: 'deposit' | 'balance';
  wedding: WeddingRow;
  totalCents: number;
  now?: Date;
};

export async function issueInvoice({
  db,
  config,
  paymentIntentId,
  kind,
  wedding,
  totalCents,
  now = new Date(),
}: IssueInvoiceOptions): Promise<InvoiceView> {
  const [existing] = await db.select().from(invoices).where(eq(invoices.paymentIntentId, paymentIntentId));
  if (existing) return toInvoiceView(existing);

  const year = Number(now.toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' }).slice(0, 4));
  const [counter] = await db
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  const number = `F-${year}-${String(counter!.last).padStart(6, '0')}`;

  const identity = legalValues(config, RETENTION_DEFAULTS);
  const vatRateBp = config.LEGAL_VAT_RATE === undefined ? 0 : Math.round(config.LEGAL_VAT_RATE * 100);
  const [owner] = wedding.userId
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, wedding.userId))
    : [];
  const buyerName =
    [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || `${wedding.brideName} & ${wedding.groomName}`;
  const [row] = await db
    .insert(invoices)
    .values({
      number,
      paymentIntentId,
      weddingId: wedding.id,
      userId: wedding.userId,
      seller: {
        name: identity.companyName,
        form: identity.companyForm,
        address: identity.address,
        registration: identity.registration,
        vatNumber: vatRateBp > 0 ? (config.LEGAL_VAT_NUMBER ?? null) : null,
        email: identity.contactEmail,
      },
      buyer: { name: buyerName, email: owner?.email ?? null },
      lineLabel: t(kind === 'deposit' ? 'invoice.line.deposit' : 'invoice.line.balance', {
        ofCouple: ofCoupleNames(wedding),
        date: wedding.weddingDate.split('-').reverse().join('/'),
      }),
      totalCents,
      vatRateBp,
      vatCents: splitVat(totalCents, vatRateBp).vatCents,
      vatMention: vatRateBp > 0 ? null : VAT_EXEMPTION_MENTION,
      issuedAt: now,
    })
    .returning();
  return toInvoiceView(row!);
}
