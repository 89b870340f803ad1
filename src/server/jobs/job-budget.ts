// How long a job may work, and the loop that keeps it inside that time. Netlify stops a scheduled function after
// 30 s: every job stops taking new work at its deadline and leaves the rest claimable, so the next run resumes
// where this one stopped instead of the work past the 30th second being lost.

/** A scheduled run works this long, leaving Netlify's 30 s room to close the pool and log. */
export const JOB_BUDGET_MS = 25_000;
/** A background function (`*-background`) may run 15 minutes; it stops a minute before. */
export const BACKGROUND_BUDGET_MS = 14 * 60_000;

export type Deadline = { reached: () => boolean };

export function deadlineIn(ms: number, clock: () => number = Date.now): Deadline {
  const end = clock() + ms;
  return { reached: () => clock() >= end };
}

/**
 * Runs `work` over `items`, `concurrency` at a time, starting no new item once the deadline is reached.
 * Returns whether every item was started (false: the rest is left for the next run).
 */
export async function eachBeforeDeadline<T>(
  items: readonly T[],
  { concurrency, deadline }: { concurrency: number; deadline: Deadline },
  work: (item: T) => Promise<void>,
): Promise<boolean> {
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (next < items.length) {
      if (deadline.reached()) {
        stopped = true;
        return;
      }
      await work(items[next++]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return !stopped && next >= items.length;
}
