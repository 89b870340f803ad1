// Child process of bench/functions.ts: imports an extracted function bundle as Netlify's runtime does on a cold
// start (bootstrap, then the function module) and prints how long that took and the memory it left, as JSON.
// Plain JavaScript on purpose: no loader between Node and the bundle.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, main] = process.argv.slice(2);
globalThis.awslambda = { streamifyResponse: (handler) => handler, HttpResponseStream: { from: (stream) => stream } };
const started = performance.now();
await import(pathToFileURL(join(dir, '___netlify-entry-point.mjs')).href);
await import(pathToFileURL(join(dir, main)).href);
const importMs = performance.now() - started;
const memory = process.memoryUsage();
console.log(JSON.stringify({ importMs, rssBytes: memory.rss, heapUsedBytes: memory.heapUsed }));
process.exit(0);
