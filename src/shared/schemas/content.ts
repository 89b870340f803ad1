// Content-managed public pages and social links as the static build reads them, and the rebuild status.
import * as z from './zod-fr.ts';

export const SOCIAL_PLATFORMS = ['Facebook', 'Instagram', 'Twitter', 'LinkedIn', 'YouTube'] as const;

/** The legal pages the footer links to; seeded with French templates, editable in the back office. */
export const LEGAL_PAGE_SLUGS = {
  terms: 'cgu',
  sales: 'cgv',
  privacy: 'confidentialite',
  legalNotice: 'mentions-legales',
} as const;

/** A published page: served at /page/{slug}, with /{slug} redirecting there. `content` is Markdown. */
export const ZPublicPage = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  content: z.string(),
  metaDescription: z.string().nullable(),
});
export type TPublicPage = z.infer<typeof ZPublicPage>;

export const ZPublicSocialLink = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  url: z.url({ protocol: /^https?$/ }),
});
export type TPublicSocialLink = z.infer<typeof ZPublicSocialLink>;

/** Pre-launch: the « Site en construction » banner, sign-up buttons disabled; open: everything enabled. */
export const LAUNCH_MODES = ['pre_launch', 'open'] as const;
export const ZLaunchMode = z.enum(LAUNCH_MODES);
export type TLaunchMode = z.infer<typeof ZLaunchMode>;

export const ZSiteSettings = z.object({ launchMode: ZLaunchMode });
export type TSiteSettings = z.infer<typeof ZSiteSettings>;
export const ZUpdateSiteSettingsRequest = ZSiteSettings;

/** Everything the build needs from the database: published pages, enabled social links, the launch mode. */
export const ZSiteContent = z.object({
  pages: z.array(ZPublicPage),
  socialLinks: z.array(ZPublicSocialLink),
  launchMode: ZLaunchMode.default('pre_launch'),
  /** The footer's « Contact »: CONTACT_EMAIL, else contact@ the sending domain. */
  contactEmail: z.string().default('contact@assistant-mariage.fr'),
});
export type TSiteContent = z.infer<typeof ZSiteContent>;

export const ZRebuildStatus = z.object({
  /** `netlify`: the build hook was called; `local`: `npm start` rebuilds dist/; `none`: nothing can rebuild. */
  mode: z.enum(['netlify', 'local', 'none']),
  state: z.enum(['idle', 'building', 'failed']),
  /** ISO time of the last finished local build (or of the last hook call on Netlify). */
  lastBuiltAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TRebuildStatus = z.infer<typeof ZRebuildStatus>;
