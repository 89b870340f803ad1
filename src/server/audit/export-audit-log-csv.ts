// The audit log as CSV for a French spreadsheet (UTF-8 with BOM, semicolons, Paris time), the records before
// and after as JSON text, cells a spreadsheet would run as a formula neutralised.
import type { Database } from '../../../db/client.ts';
import { t } from '../../shared/messages/index.ts';
import type { TAuditEntry, ZAdminAuditQuery } from '../../shared/schemas/audit.ts';
import type * as z from '../../shared/schemas/zod-fr.ts';
import { formatParisDateTime } from '../../shared/zoned-time.ts';
import { csvCell } from '../../shared/csv-cell.ts';
import { listAuditLogForExport } from './list-audit-log.ts';

const HEADER = t('export.auditLog.columns').split(';');

export function auditEntriesToCsv(entries: TAuditEntry[]): string {
  const lines = [HEADER.map(csvCell).join(';')];
  for (const e of entries) {
    lines.push(
      [
        formatParisDateTime(new Date(e.createdAt), { seconds: true }),
        e.actorLabel,
        e.action,
        t(`audit.target.${e.targetType}`),
        e.targetId,
        e.before === null ? '' : JSON.stringify(e.before),
        e.after === null ? '' : JSON.stringify(e.after),
      ]
        .map(csvCell)
        .join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function exportAuditLogCsv({
  db,
  query,
  now = new Date(),
  masked = false,
}: {
  db: Database;
  query: Pick<z.output<typeof ZAdminAuditQuery>, 'q' | 'target'>;
  now?: Date;
  masked?: boolean;
}) {
  const entries = await listAuditLogForExport({ db, query, masked });
  return { filename: `journal-audit-${now.toISOString().slice(0, 10)}.csv`, csv: auditEntriesToCsv(entries) };
}
