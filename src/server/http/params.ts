import { AppError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';

/** A numeric id from the path or query; anything else is "not found" (an id that cannot exist). */
export function parseId(raw: string | undefined, notFoundMessage = t('error.notFound')): number {
  const id = raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('NOT_FOUND', notFoundMessage);
  return id;
}
