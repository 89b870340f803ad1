// Content pages (Markdown) and social links edited in the back office, and the slug rule of the page form.
import { t } from '../messages/index.ts';
import * as z from './zod-fr.ts';
import { foldAccents } from '../fold-accents.ts';

/**
 * The slug generated from a title (spec 001 section 5): lowercased, accents folded, non-alphanumerics replaced
 * by hyphens, repeated hyphens collapsed, leading and trailing hyphens trimmed. Cut to the 100-character limit.
 */
export function slugify(title: string): string {
  return foldAccents(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)
    .replace(/-$/, '');
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The first segments of the site's own addresses (every route in src/pages, checked by a test, and the API): a page
 * named so would be opened at another screen's address.
 */
export const RESERVED_SLUGS = new Set([
  ...['404', 'admin', 'api', 'auth-simulation', 'balance-payment', 'couple-checkout', 'couple-complete-signup'],
  ...['couple-dashboard', 'couple-payment', 'couple-payment-success', 'couple-signup', 'essai-gratuit', 'index'],
  ...['landing', 'mot-de-passe-oublie', 'page', 'pre-inscription', 'pricing', 'reinitialiser-mot-de-passe'],
  ...['robots', 'sitemap', 'wedding'],
]);

export const ZAdminPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  metaDescription: z.string().nullable(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminPage = z.infer<typeof ZAdminPage>;

export const ZPageRequest = z
  .object({
    slug: z
      .string({ error: t('admin.pages.slug.invalid') })
      .trim()
      .min(1, t('admin.pages.slug.invalid'))
      .max(100, t('admin.pages.slug.invalid'))
      .regex(SLUG_PATTERN, t('admin.pages.slug.invalid'))
      .refine((slug) => !RESERVED_SLUGS.has(slug), t('admin.pages.slug.reserved')),
    title: z
      .string({ error: t('admin.pages.title.required') })
      .trim()
      .min(1, t('admin.pages.title.required'))
      .max(200, t('admin.pages.title.required')),
    content: z
      .string({ error: t('admin.pages.content.required') })
      .trim()
      .min(1, t('admin.pages.content.required'))
      .max(100_000, t('admin.pages.content.required')),
    metaDescription: z
      .string({ error: t('admin.pages.meta.invalid') })
      .trim()
      .max(300, t('admin.pages.meta.invalid'))
      .nullish()
      .transform((v) => v || null),
    /** New pages default to published (spec 001 section 4). */
    isPublished: z.boolean().default(true),
  })
  .strict();
export type TPageRequest = z.input<typeof ZPageRequest>;

/** Where a published page lives on the public site; `/{slug}` redirects there. */
export function publicPagePath(slug: string): string {
  return `/page/${slug}`;
}

// ---------- social links ----------

export const SOCIAL_PLATFORMS = ['Facebook', 'Instagram', 'Twitter', 'LinkedIn', 'YouTube'] as const;
export const ZSocialPlatform = z.enum(SOCIAL_PLATFORMS);

export const ZSocialLink = z.object({ platform: ZSocialPlatform, url: z.string(), enabled: z.boolean() });
export type TSocialLink = z.infer<typeof ZSocialLink>;

const ZSocialLinkInput = z
  .object({
    platform: ZSocialPlatform,
    url: z
      .string()
      .trim()
      .max(500, t('admin.content.social.url.invalid'))
      .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), {
        message: t('admin.content.social.url.invalid'),
      }),
    enabled: z.boolean(),
  })
  .refine((v) => !v.enabled || v.url !== '', { path: ['url'], message: t('admin.content.social.url.required') });

export const ZSaveSocialLinksRequest = z
  .object({
    links: z
      .array(ZSocialLinkInput)
      .max(SOCIAL_PLATFORMS.length)
      .refine((links) => new Set(links.map((l) => l.platform)).size === links.length, {
        message: t('error.invalidInput'),
      }),
  })
  .strict();
export type TSaveSocialLinksRequest = z.input<typeof ZSaveSocialLinksRequest>;
