import type { pages } from '../../../db/schema/index.ts';
import type { TAdminPage } from '../../shared/schemas/admin-content.ts';

export function toAdminPage(row: typeof pages.$inferSelect): TAdminPage {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    content: row.content,
    metaDescription: row.metaDescription,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
