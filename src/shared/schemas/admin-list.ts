// The back office's lists: one query shape (search, filters, sort, cursor) and one page shape for every list.
// The same parameter names live in the screen's URL, so a view can be shared and reloaded.
import { t } from '../messages/index.ts';
import * as z from './zod-fr.ts';

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_MAX = 100;

export const ZSortDirection = z.enum(['asc', 'desc'], { error: t('admin.list.invalidSort') });
export type TSortDirection = z.infer<typeof ZSortDirection>;

/** An opaque position in a sorted list (base64url of the sort value and the row id). */
const ZCursor = z
  .string()
  .max(2000, t('admin.list.invalidCursor'))
  .regex(/^[A-Za-z0-9_-]+$/, t('admin.list.invalidCursor'));

/** The query of a list whose sortable keys are `sorts` (the first is the default, newest first). */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sorts: S,
  filters: F,
  defaultDirection: TSortDirection = 'desc',
) {
  // `after` and `before` together are refused by the server (paginate.ts).
  return z.object({
    q: z.string().trim().max(200, t('admin.list.searchTooLong')).optional(),
    sort: z.enum(sorts, { error: t('admin.list.invalidSort') }).default(sorts[0] as S[number] & string),
    dir: ZSortDirection.default(defaultDirection),
    after: ZCursor.optional(),
    before: ZCursor.optional(),
    limit: z.coerce
      .number({ error: t('admin.list.invalidLimit') })
      .int(t('admin.list.invalidLimit'))
      .min(1, t('admin.list.invalidLimit'))
      .max(ADMIN_PAGE_MAX, t('admin.list.invalidLimit'))
      .default(ADMIN_PAGE_SIZE),
    ...filters,
  });
}

/** The common part of every list query, as the server reads it. */
export type TListQuery = {
  q?: string | undefined;
  sort: string;
  dir: TSortDirection;
  after?: string | undefined;
  before?: string | undefined;
  limit: number;
};

export type TPage<Row> = {
  rows: Row[];
  total: number;
  offset: number;
  nextCursor: string | null;
  prevCursor: string | null;
};
