// robots.txt, written at build so that it names the sitemap by its absolute URL (a static file cannot know
// the site's address). Private areas and the API stay out of search engines.
import { absoluteUrl } from '../components/public-site.ts';

export function GET() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /couple-',
    'Disallow: /wedding/',
    'Disallow: /auth-simulation',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
