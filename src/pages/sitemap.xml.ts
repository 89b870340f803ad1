// sitemap.xml of the public site, written at build: the public pages and every published content page.
import { getCollection } from 'astro:content';
import { absoluteUrl, PUBLIC_PATHS } from '../components/public-site.ts';

export async function GET() {
  const pages = await getCollection('pages');
  const paths = [...PUBLIC_PATHS, ...pages.map((page) => `/page/${page.id}`)];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
