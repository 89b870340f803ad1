import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS, ZPageRequest } from './admin-content.ts';

describe('page slugs', () => {
  it('reserves the first segment of every route of the site', () => {
    const routes = readdirSync(join(import.meta.dirname, '..', '..', 'pages'))
      .filter((name) => !name.startsWith('[') && !name.startsWith('_'))
      .map((name) => name.replace(/\.(astro|ts|md|html)$/, '').replace(/\.(txt|xml)$/, ''));
    expect(routes.filter((route) => !RESERVED_SLUGS.has(route))).toEqual([]);
  });

  it('refuses a page named as one of them, in French', () => {
    const page = { title: 'Admin', content: 'x' };
    const refused = ZPageRequest.safeParse({ ...page, slug: 'admin' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('déjà une adresse du site');
    expect(ZPageRequest.safeParse({ ...page, slug: 'faq-invites' }).success).toBe(true);
  });
});
