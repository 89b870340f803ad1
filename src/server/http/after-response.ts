// Work that may finish after the answer leaves: a host that freezes its process once the invocation ends
// (a Netlify function) hands its `waitUntil` as Hono's execution context; a long-lived server hands none.
import type { Context } from 'hono';

export type WaitUntil = (promise: Promise<unknown>) => void;

/** The host's `waitUntil`, or null when the process outlives the request (the local server, tests). */
export function hostWaitUntil(c: Context): WaitUntil | null {
  let waitUntil: WaitUntil | null = null;
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    // Hono throws when the host gave no execution context.
  }
  return waitUntil;
}
