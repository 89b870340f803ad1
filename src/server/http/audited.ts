// An administrator's write through the audit log: the route names the action and the record, the use case runs
// with the database (or transaction) it is given.
import type { Context } from 'hono';
import { recordAdminWrite, type AuditedWrite } from '../audit/record-admin-write.ts';
import type { AppEnv } from './types.ts';

export function audited<T>(c: Context<AppEnv>, write: Omit<AuditedWrite<T>, 'db' | 'actorId'>): Promise<T> {
  return recordAdminWrite({ ...write, db: c.env.db, actorId: c.get('user')!.id });
}
