// What the serving process can say about its machine: CPU share since the last reading, memory, disk, load.
// On Netlify this is the function instance that answered, which the screen says.
import { statfs } from 'node:fs/promises';
import { availableParallelism, freemem, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { TAdminMonitoring } from '../../shared/schemas/admin-monitoring.ts';
import type { Env } from '../env.ts';

let previous: { cpu: NodeJS.CpuUsage; at: number } | null = null;

function cpuPercent(): number | null {
  const now = performance.now();
  const cpu = process.cpuUsage();
  const base = previous ?? { cpu: { user: 0, system: 0 }, at: now - process.uptime() * 1000 };
  previous = { cpu, at: now };
  const wallMs = now - base.at;
  if (wallMs <= 0) return null;
  const usedMs = (cpu.user - base.cpu.user + cpu.system - base.cpu.system) / 1000;
  return Math.round((usedMs / wallMs) * 1000) / 10;
}

export async function readResources({ config }: { config: Env }): Promise<TAdminMonitoring['resources']> {
  const memory = process.memoryUsage();
  // The database's folder for PGlite, else the app's own folder.
  const path = config.DATABASE_URL ? process.cwd() : resolve(config.DATA_DIR);
  let disk: TAdminMonitoring['resources']['disk'] = null;
  for (const candidate of [path, dirname(path), process.cwd()]) {
    try {
      const stats = await statfs(candidate);
      disk = { totalBytes: stats.blocks * stats.bsize, freeBytes: stats.bavail * stats.bsize, path: candidate };
      break;
    } catch {
      // not created yet, or not available on this host
    }
  }
  const load = loadavg()[0];
  return {
    cpuPercent: cpuPercent(),
    loadAverage:
      load === undefined || (load === 0 && process.platform === 'win32') ? null : Math.round(load * 100) / 100,
    cpuCount: availableParallelism(),
    memory: {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      systemTotalBytes: totalmem(),
      systemFreeBytes: freemem(),
    },
    disk,
    processUptimeSeconds: Math.round(process.uptime()),
    runtime: `Node.js ${process.version} · ${config.NETLIFY ? 'Netlify Functions' : 'serveur local'}`,
  };
}
