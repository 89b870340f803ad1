// Zod's own messages (for anything a schema does not word itself) in French, for every schema of the project.
// The French locale alone, imported by name: `z.locales.fr` would keep all 64 of Zod's locales in the pages'
// bundles. Outside Node (pages and their workers), no compiled validators: the pages' Content-Security-Policy
// forbids the eval Zod would try.
import * as z from 'zod';
import { fr } from 'zod/v4/locales';

z.config({ ...fr(), jitless: typeof globalThis.process === 'undefined' });

// Re-exported one by one rather than as an object, so that bundlers keep only the parts of Zod a function uses
// (and not its 64 locales): importers write `import * as z from './zod-fr.ts'`.
export * from 'zod';
