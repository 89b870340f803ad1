// The back office's search boxes on the server: case- and accent-insensitive "contains", LIKE wildcards literal.
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldAccents } from '../../src/shared/fold-accents.ts';

// translate() then lower(): no extension needed (unaccent is not everywhere) and no locale-dependent lower()
// of accented capitals.
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyyAAAAAACEEEEIIIINOOOOOUUUUY';

export const fold = foldAccents;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export function foldSql(expr: SQL | PgColumn): SQL {
  return sql`lower(translate(coalesce(${expr}, ''), ${ACCENTED}, ${PLAIN}))`;
}

/** Any of the fields contains the search text; undefined (no condition) when the search is empty. */
export function searchCondition(q: string | undefined, fields: (SQL | PgColumn)[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(fold(text))}%`;
  return or(...fields.map((f) => sql`${foldSql(f)} like ${pattern}`));
}

/**
 * A text column as a Support reader's search may look into it (src/server/privacy/mask-personal-data.ts masks the answers): e-mail addresses and phone-like runs of digits taken
 * out, so that a masked value cannot be found by its parts (broader than the masking: a search can afford it).
 */
export function searchableWithoutPersonalData(column: SQL | AnyColumn): SQL {
  return sql`regexp_replace(regexp_replace(coalesce(${column}, ''), '[^[:space:]@]+@[^[:space:]@]+', '', 'g'), '[+]?[0-9][0-9 .()-]{5,}[0-9]', '', 'g')`;
}
