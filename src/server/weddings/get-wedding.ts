import type { Database } from '../../../db/client.ts';
import type { TSessionUser } from '../../shared/schemas/auth.ts';
import { getAccessibleWedding } from './get-accessible-wedding.ts';
import { toWeddingDto } from './to-wedding-dto.ts';
import { weddingCounters } from './wedding-counters.ts';
import { loadStatusContext } from './wedding-status.ts';

/** One wedding as the couple pages show it, with its status. */
export async function getWedding({ db, id, user }: { db: Database; id: number; user: TSessionUser }) {
  const [row, context, counters] = await Promise.all([
    getAccessibleWedding({ db, id, user }),
    loadStatusContext({ db }),
    weddingCounters(db, id),
  ]);
  return toWeddingDto({ ...row, ...counters }, context);
}
