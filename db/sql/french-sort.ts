// Text sorted as a French reader expects: « Élodie » between « Edith » and « Sophie », not after « Zoé ».
// `fr-FR-x-icu` is missing from PGlite; `und-x-icu` (ICU's root collation, whose order of letters and accents is
// French's) exists in PGlite and in PostgreSQL 15 built with ICU (Neon's). Case is folded so that the sort value
// stays one key for the keyset cursor.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export function frenchSort(expr: SQL | PgColumn): SQL<string> {
  return sql<string>`(lower(${expr}) collate "und-x-icu")`;
}
