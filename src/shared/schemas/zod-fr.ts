// Zod's own messages (for anything a schema does not word itself) in French, for every schema of the project.
import { z } from 'zod';

z.config(z.locales.fr());

export { z };
