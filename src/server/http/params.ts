import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { MAX_ROW_ID } from '../../shared/schemas/input-rules.ts';

/** A numeric id from the path or query; anything else is "not found" (an id that cannot exist). */
export function parseId(raw: string | undefined, notFoundMessage = t('error.notFound')): number {
  const id = raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (id <= 0 || id > MAX_ROW_ID || Number.isNaN(id)) throw new AppError('NOT_FOUND', notFoundMessage);
  return id;
}

/** A wedding's id from the path or query: anything else is the wedding « not found ». */
export const parseWeddingId = (raw: string | undefined) => parseId(raw, t('wedding.notFound'));
