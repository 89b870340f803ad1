// The revenue export: every transaction of the period as CSV for a French spreadsheet (UTF-8 with BOM,
// semicolons, decimal commas, Paris time), cells that a spreadsheet would run as a formula neutralised.
import { t } from '../../shared/messages/index.ts';
import type { TRevenueTransaction } from '../../shared/schemas/admin-revenue.ts';
import { formatParisDateTime } from '../../shared/zoned-time.ts';
import type { RevenuePeriodOptions } from './get-revenue.ts';
import { listPeriodTransactions } from './list-transactions.ts';
import { csvCell } from '../../shared/csv-cell.ts';

export const CSV_HEADER = t('export.revenue.columns').split(';');

export function formatCentsForCsv(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

export function transactionsToCsv(rows: TRevenueTransaction[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(';')];
  for (const r of rows) {
    lines.push(
      [
        r.id,
        formatParisDateTime(new Date(r.date)),
        r.customer,
        r.email,
        t(`admin.revenue.type.${r.type}`),
        t(`admin.revenue.status.${r.status}`),
        formatCentsForCsv(r.amountCents),
        formatCentsForCsv(r.refundedCents),
        r.currency,
        r.description,
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function exportRevenueCsv({ db, period, now = new Date() }: RevenuePeriodOptions) {
  const rows = await listPeriodTransactions({ db, period, now });
  const day = now.toISOString().slice(0, 10);
  return { filename: `revenus-${period}-${day}.csv`, csv: transactionsToCsv(rows) };
}
