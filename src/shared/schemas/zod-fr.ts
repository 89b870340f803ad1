// Zod's own messages (for anything a schema does not word itself) in French, for every schema of the project.
// Outside Node (pages and their workers), no compiled validators: the pages' Content-Security-Policy forbids the
// eval Zod would try.
import { z } from 'zod';

z.config({ ...z.locales.fr(), jitless: typeof globalThis.process === 'undefined' });

export { z };
