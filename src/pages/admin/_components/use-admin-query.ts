// The back office's reads: the one read hook (src/components/use-query.ts), waiting for the administrator session
// (the guard), and sending the browser to the login page when a call answers 401/403.
import { useStore } from '@nanostores/react';
import { useQuery, type QueryResult } from '../../../components/use-query.ts';
import { $adminSession, handleAdminAuthError } from '../../../stores/admin-session.ts';

export type AdminQuery<T> = QueryResult<T>;

/** True once the administrator session is known (from the store; see admin-session.ts). */
export function useAdminReady(): boolean {
  return useStore($adminSession).status === 'ready';
}

export function useAdminQuery<T>(load: () => Promise<T>, key: string): AdminQuery<T> {
  return useQuery(load, useAdminReady() ? key : null, handleAdminAuthError);
}
