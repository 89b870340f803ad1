// `api.<area>.<verb>()` for the framework-free public pages, run by api-worker.ts off the main thread. The same
// calls, arguments and results as src/lib/api-client.ts (only its types are imported here); a non-OK answer
// is raised as the same AppError the client raises (parsed in the worker; this side only rebuilds it).
import type { api } from '../lib/api-client.ts';
import { AppError } from '../shared/errors.ts';
import type { WorkerCall, WorkerReply } from './api-worker.ts';

type Api = typeof api;
type Verb<A extends keyof Api> = keyof Api[A] & string;
type Fn<A extends keyof Api, V extends Verb<A>> = Api[A][V] extends (...args: infer P) => Promise<infer R> ? (...args: P) => Promise<R> : never;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./api-worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (reply.ok) call.resolve(reply.value);
    else call.reject(AppError.received(reply.status, reply.message, reply.body));
  });
  worker.addEventListener('error', () => {
    for (const call of pending.values()) call.reject(AppError.received(0, 'worker indisponible'));
    pending.clear();
    worker = undefined;
  });
  return worker;
}

export function callApi<A extends keyof Api, V extends Verb<A>>(area: A, verb: V, ...args: Parameters<Fn<A, V>>): ReturnType<Fn<A, V>> {
  return new Promise((resolve, reject) => {
    const id = ++nextId;
    pending.set(id, { resolve, reject });
    const message: WorkerCall = { id, area, verb, args };
    getWorker().postMessage(message);
  }) as ReturnType<Fn<A, V>>;
}
