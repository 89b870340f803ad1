// The invoice as the couple reads it (e-mail and printable page): one text layout, from the stored invoice.
import { formatCents } from './payments.ts';

export const VAT_EXEMPTION_MENTION = 'TVA non applicable, art. 293 B du CGI';

export type InvoiceView = {
  number: string;
  issuedAt: string;
  seller: {
    name: string;
    form: string;
    address: string;
    registration: string;
    vatNumber: string | null;
    email: string;
  };
  buyer: { name: string; email: string | null };
  lineLabel: string;
  totalCents: number;
  vatRateBp: number;
  vatCents: number;
  vatMention: string | null;
};

/** Amounts of a price given taxes included: the VAT inside it and the price before tax. */
export function splitVat(totalCents: number, vatRateBp: number): { netCents: number; vatCents: number } {
  const netCents = Math.round((totalCents * 10000) / (10000 + vatRateBp));
  return { netCents, vatCents: totalCents - netCents };
}

export function invoiceLines(invoice: InvoiceView): string[] {
  const date = new Date(invoice.issuedAt).toLocaleDateString('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const net = invoice.totalCents - invoice.vatCents;
  const rate = `${(invoice.vatRateBp / 100).toLocaleString('fr-FR')} %`;
  const { seller, buyer } = invoice;
  return [
    `Facture n° ${invoice.number} du ${date}`,
    '',
    `Vendeur : ${seller.name}, ${seller.form}`,
    `Adresse : ${seller.address}`,
    `SIREN / RCS : ${seller.registration}`,
    seller.vatNumber ? `N° de TVA intracommunautaire : ${seller.vatNumber}` : null,
    `Contact : ${seller.email}`,
    '',
    `Client : ${buyer.name}${buyer.email ? ` (${buyer.email})` : ''}`,
    '',
    `${invoice.lineLabel} : ${formatCents(invoice.totalCents)} TTC`,
    invoice.vatMention
      ? `Total HT : ${formatCents(net)} — ${invoice.vatMention}`
      : `Total HT : ${formatCents(net)} — TVA ${rate} : ${formatCents(invoice.vatCents)}`,
    `Total TTC payé : ${formatCents(invoice.totalCents)}`,
  ].filter((line): line is string => line !== null);
}
