// Local rebuilds of dist/ under `npm start`: one at a time; requests that arrive during a build are folded into
// a single next build, so that a burst of edits costs two builds at most.
import type { Database } from '../../../db/client.ts';
import type { TRebuildStatus } from '../../shared/schemas/content.ts';

export type LocalSiteRebuilder = {
  /** Starts a rebuild now, or after the running one. Never throws: failures land in status(). */
  request: (db: Database) => void;
  status: () => TRebuildStatus;
  /** Resolves once no build is running or waiting. */
  idle: () => Promise<void>;
};

export type LocalSiteRebuilderOptions = {
  /** Snapshot the content, build, swap dist/: whatever "rebuild" means for the host. */
  rebuild: (db: Database) => Promise<void>;
  log?: (line: string) => void;
  now?: () => Date;
};

export function createLocalSiteRebuilder({
  rebuild,
  log = console.log,
  now = () => new Date(),
}: LocalSiteRebuilderOptions): LocalSiteRebuilder {
  let running: Promise<void> | null = null;
  let waiting: Database | null = null;
  let state: TRebuildStatus['state'] = 'idle';
  let lastBuiltAt: string | null = null;
  let lastError: string | null = null;

  async function run(db: Database): Promise<void> {
    state = 'building';
    const started = performance.now();
    try {
      await rebuild(db);
      state = 'idle';
      lastBuiltAt = now().toISOString();
      lastError = null;
      log(`Site reconstruit en ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      state = 'failed';
      lastError = error instanceof Error ? error.message : String(error);
      log(`Échec de la reconstruction du site : ${lastError}`);
    }
    if (waiting) {
      const next = waiting;
      waiting = null;
      return run(next);
    }
  }

  return {
    request(db) {
      if (running) {
        waiting = db;
        return;
      }
      running = run(db).finally(() => {
        running = null;
      });
    },
    status: () => ({ mode: 'local', state: running ? 'building' : state, lastBuiltAt, lastError }),
    async idle() {
      while (running) await running;
    },
  };
}
