// Each job of the local registry has its Netlify scheduled function: same cron (Netlify reads it from the source,
// so it is repeated literally), same job, and that job only (the registry would bundle every job in each function).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../src/server/scheduler/registry.ts';

describe('scheduled functions', () => {
  it.each(SCHEDULED_JOBS)('$name runs its own job on the same cron', async (job) => {
    const file = new URL(`./functions/${job.name}.ts`, import.meta.url);
    const fn = (await import(file.href)) as { config: { schedule?: string } };
    expect(fn.config.schedule).toBe(job.schedule);
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(`runScheduledJob('${job.name}', ${job.run.name}, { context })`);
    expect(source).not.toMatch(/jobs\/registry/);
  });
});
