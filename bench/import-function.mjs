// Child process of bench/functions.ts: imports an extracted function bundle as Netlify's runtime does on a cold
// start (its bootstrap, then the function module) and prints, as JSON, how long that took (wall and CPU) and the
// memory the process then holds. Packages named after the module are then required from the function's folder and
// timed apart (`driverMs`, `driverCpuMs`): the database driver its first invocation loads (db/client.ts).
// Plain JavaScript on purpose: no loader between Node and the bundle.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir, main, ...packages] = process.argv.slice(2);
globalThis.awslambda = { streamifyResponse: (handler) => handler, HttpResponseStream: { from: (stream) => stream } };
const cpu = process.cpuUsage();
const started = performance.now();
await import(pathToFileURL(join(dir, '___netlify-entry-point.mjs')).href);
await import(pathToFileURL(join(dir, main)).href);
const importMs = performance.now() - started;
const { user, system } = process.cpuUsage(cpu);
const driverCpu = process.cpuUsage();
const driverStarted = performance.now();
const requireHere = createRequire(join(dir, main));
for (const name of packages) requireHere(name);
const driverMs = performance.now() - driverStarted;
const driverUsage = process.cpuUsage(driverCpu);
const memory = process.memoryUsage();
const driver = packages.length ? { driverMs, driverCpuMs: (driverUsage.user + driverUsage.system) / 1000 } : {};
console.log(
  JSON.stringify({
    importMs,
    cpuMs: (user + system) / 1000,
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    ...driver,
  }),
);
process.exit(0);
