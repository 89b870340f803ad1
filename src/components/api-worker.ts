// Runs the browser API client (src/lib/api-client.ts) in a Web Worker for the framework-free public pages: the
// client brings zod, every schema and every French message, whose evaluation would otherwise block a phone's
// main thread for hundreds of milliseconds while the page loads. See api-in-worker.ts for the other side.
import { api } from '../lib/api-client.ts';
import { AppError, type TAppErrorJson } from '../shared/errors.ts';

export type WorkerCall = { id: number; area: string; verb: string; args: unknown[] };
/** A failure crosses as the AppError's parts (already parsed here); the other side rebuilds the same AppError. */
export type WorkerReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; status: number; message: string; body?: TAppErrorJson };

type AnyCall = (...args: unknown[]) => Promise<unknown>;

self.addEventListener('message', async (event: MessageEvent<WorkerCall>) => {
  const { id, area, verb, args } = event.data;
  let reply: WorkerReply;
  try {
    const call = (api as unknown as Record<string, Record<string, AnyCall> | undefined>)[area]?.[verb];
    if (!call) throw new Error(`appel inconnu : ${area}.${verb}`);
    reply = { id, ok: true, value: await call(...args) };
  } catch (error) {
    reply =
      error instanceof AppError
        ? { id, ok: false, status: error.status, message: error.message, ...(error.worded ? { body: error.toJSON() } : {}) }
        : { id, ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
});
