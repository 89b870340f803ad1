// Build-time data of the static site: content-managed pages (Markdown rendered safely, here, once) and the
// social links of the footer, from the database through src/server/content (see load-site-content-for-build.ts).
import { defineCollection } from 'astro:content';
import * as z from 'astro/zod';
import { loadSiteContentForBuild } from './server/content/load-site-content-for-build.ts';
import { renderMarkdown } from './server/content/render-markdown.ts';
import { LAUNCH_MODES, SOCIAL_PLATFORMS } from './shared/schemas/content.ts';

// Both collections come from one read of the database or snapshot per build.
let siteContent: ReturnType<typeof loadSiteContentForBuild> | undefined;
function loadOnce() {
  siteContent ??= loadSiteContentForBuild();
  return siteContent;
}

const pages = defineCollection({
  loader: {
    name: 'site-content-pages',
    async load({ store, logger, parseData }) {
      const { content, source } = await loadOnce();
      if (source === 'templates') logger.warn('Ni instantané ni DATABASE_URL : pages légales par défaut (modèles).');
      else
        logger.info(
          `${content.pages.length} page(s) publiée(s) (${source === 'snapshot' ? 'instantané du serveur' : 'base de données'})`,
        );
      store.clear();
      for (const page of content.pages) {
        const data = await parseData({
          id: page.slug,
          data: { title: page.title, metaDescription: page.metaDescription },
        });
        store.set({ id: page.slug, data, rendered: { html: renderMarkdown(page.content) } });
      }
    },
  },
  schema: z.object({ title: z.string(), metaDescription: z.string().nullable() }),
});

// One entry, `footer`: what the public header and footer take from the back office (social links, launch mode);
// an empty collection would be reported by Astro as missing.
const site = defineCollection({
  loader: {
    name: 'site-content-footer',
    async load({ store, parseData }) {
      const { content } = await loadOnce();
      store.clear();
      store.set({
        id: 'footer',
        data: await parseData({
          id: 'footer',
          data: {
            socialLinks: content.socialLinks,
            launchMode: content.launchMode,
            contactEmail: content.contactEmail,
          },
        }),
      });
    },
  },
  schema: z.object({
    socialLinks: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() })),
    launchMode: z.enum(LAUNCH_MODES),
    contactEmail: z.string(),
  }),
});

export const collections = { pages, site };
