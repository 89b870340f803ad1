// Child process of bench/functions.ts: imports an extracted function bundle as Netlify's runtime does on a cold
// start (its bootstrap, then the function module) and prints, as JSON, how long that took (wall and CPU) and the
// memory the process then holds. Plain JavaScript on purpose: no loader between Node and the bundle.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, main] = process.argv.slice(2);
globalThis.awslambda = { streamifyResponse: (handler) => handler, HttpResponseStream: { from: (stream) => stream } };
const cpu = process.cpuUsage();
const started = performance.now();
await import(pathToFileURL(join(dir, '___netlify-entry-point.mjs')).href);
await import(pathToFileURL(join(dir, main)).href);
const importMs = performance.now() - started;
const { user, system } = process.cpuUsage(cpu);
const memory = process.memoryUsage();
console.log(JSON.stringify({ importMs, cpuMs: (user + system) / 1000, rssBytes: memory.rss, heapUsedBytes: memory.heapUsed }));
process.exit(0);
