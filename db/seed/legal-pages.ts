// The three legal pages of the footer, published with French templates. Inserted once by slug: edits made in
// the back office are kept.
import { LEGAL_PAGE_TEMPLATES } from '../../src/shared/legal-pages.ts';
import type { Database } from '../client.ts';
import { pages } from '../schema/index.ts';

export async function seedLegalPages(db: Database) {
  await db
    .insert(pages)
    .values(LEGAL_PAGE_TEMPLATES.map((page) => ({ ...page, isPublished: true })))
    .onConflictDoNothing({ target: pages.slug });
}
