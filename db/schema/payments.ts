// Money movements and the provider events already handled (webhook idempotency).
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { transactionStatus, transactionType } from './enums.ts';
import { users } from './users.ts';
import { weddings } from './weddings.ts';

export const transactions = pgTable(
  'transactions',
  {
    id: serial().primaryKey(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    weddingId: integer().references(() => weddings.id, { onDelete: 'set null' }),
    /** cents */
    amount: integer().notNull(),
    currency: text().notNull().default('EUR'),
    type: transactionType().notNull(),
    status: transactionStatus().notNull().default('pending'),
    description: text(),
    paymentMethod: text(),
    stripePaymentId: text().unique(),
    /**
     * The purchase this payment belongs to: both halves of a couple package share `package:<wedding id>`, kept
     * when the wedding is deleted; null for a subscription charge (each one is its own sale).
     */
    saleRef: text(),
    /** cents given back so far (partial or full refunds); the net amount is `amount - refundedAmount`. */
    refundedAmount: integer().notNull().default(0),
    /** When the latest refund was recorded. */
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transactions_created_idx').on(t.createdAt)],
);

export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    /** What was answered the first time, replayed to duplicates. */
    result: jsonb(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The couple's consent at checkout: the terms of sale accepted and the charge of the balance on the saved card on
 * the wedding day authorised, with the exact text shown and the time (a French customer and the card networks ask
 * for both before an off-session charge).
 */
export const paymentConsents = pgTable(
  'payment_consents',
  {
    id: serial().primaryKey(),
    weddingId: integer()
      .notNull()
      .references(() => weddings.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    paymentIntentId: text().notNull(),
    text: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_consents_intent_idx').on(t.paymentIntentId)],
);

/** The last invoice number given, per year: raised in the same transaction as the invoice, so numbers have no gap. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
});

/**
 * One invoice per successful payment (deposit, balance), numbered `F-<year>-<n>` in sequence, with the seller's
 * identity and the buyer as they were when it was issued (a later configuration change never rewrites it).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    number: text().notNull().unique(),
    paymentIntentId: text().notNull().unique(),
    weddingId: integer().references(() => weddings.id, { onDelete: 'set null' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    seller: jsonb()
      .$type<{
        name: string;
        form: string;
        address: string;
        registration: string;
        vatNumber: string | null;
        email: string;
      }>()
      .notNull(),
    buyer: jsonb().$type<{ name: string; email: string | null }>().notNull(),
    lineLabel: text().notNull(),
    /** cents, taxes included */
    totalCents: integer().notNull(),
    /** VAT rate in hundredths of a percent (2000 = 20 %); 0 with the franchise mention. */
    vatRateBp: integer().notNull(),
    vatCents: integer().notNull(),
    /** « TVA non applicable, art. 293 B du CGI » when the seller is not subject to VAT. */
    vatMention: text(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invoices_wedding_idx').on(t.weddingId)],
);
