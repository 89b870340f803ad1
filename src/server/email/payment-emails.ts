// The e-mails of the couple package, in French: deposit confirmed (with the WhatsApp link), balance paid,
// balance failed (with the page that completes it).
import { formatWeddingDate } from '../../shared/format.ts';
import { t } from '../../shared/messages/index.ts';
import { formatCents } from '../../shared/payments.ts';
import { invoiceLines, type InvoiceView } from '../../shared/invoice.ts';

export type PaymentEmailWedding = {
  brideName: string;
  groomName: string;
  weddingDate: string;
  whatsappLink: string | null;
};

export type EmailContent = { subject: string; body: string };

const withSignature = (lines: string[]) => `${lines.join('\n')}\n\n${t('email.signature')}`;
const greeting = (wedding: PaymentEmailWedding) =>
  t('email.greeting', { bride: wedding.brideName, groom: wedding.groomName });

/** The invoice, printed below the message (the printable page shows the same lines). */
function invoiceSection(invoice: InvoiceView | undefined): string[] {
  return invoice ? ['', '—', ...invoiceLines(invoice)] : [];
}

export function depositConfirmedEmail({
  wedding,
  depositCents,
  balanceCents,
  dashboardUrl,
  invoice,
}: {
  wedding: PaymentEmailWedding;
  depositCents: number;
  balanceCents: number;
  dashboardUrl: string;
  invoice?: InvoiceView;
}): EmailContent {
  const date = formatWeddingDate(wedding.weddingDate);
  const lines = [
    greeting(wedding),
    '',
    t('email.depositConfirmed.received', { deposit: formatCents(depositCents) }),
    '',
    wedding.whatsappLink
      ? t('email.depositConfirmed.link', { link: wedding.whatsappLink })
      : t('email.depositConfirmed.linkInSpace'),
    '',
    balanceCents > 0
      ? t('email.depositConfirmed.balanceLater', { balance: formatCents(balanceCents), date })
      : t('email.depositConfirmed.paidInFull'),
    t('email.depositConfirmed.complete', { url: dashboardUrl }),
    ...invoiceSection(invoice),
  ];
  return { subject: t('email.depositConfirmed.subject'), body: withSignature(lines) };
}

export function balancePaidEmail({
  wedding,
  balanceCents,
  invoice,
}: {
  wedding: PaymentEmailWedding;
  balanceCents: number;
  invoice?: InvoiceView;
}): EmailContent {
  const lines = [
    greeting(wedding),
    '',
    t('email.balancePaid.paid', { balance: formatCents(balanceCents) }),
    t('email.balancePaid.active'),
    ...invoiceSection(invoice),
  ];
  return { subject: t('email.balancePaid.subject'), body: withSignature(lines) };
}

export function balanceFailedEmail({
  wedding,
  balanceCents,
  reason,
  payUrl,
}: {
  wedding: PaymentEmailWedding;
  balanceCents: number;
  reason: string | null;
  payUrl: string;
}): EmailContent {
  const balance = formatCents(balanceCents);
  const lines = [
    greeting(wedding),
    '',
    reason ? t('email.balanceFailed.failedBecause', { balance, reason }) : t('email.balanceFailed.failed', { balance }),
    t('email.balanceFailed.payNow'),
    payUrl,
  ];
  return { subject: t('email.balanceFailed.subject'), body: withSignature(lines) };
}
