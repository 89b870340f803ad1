import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedLegalPages } from '../../../db/seed/legal-pages.ts';
import { pages, socialLinks } from '../../../db/schema/index.ts';
import { createTestDb } from '../../../db/testing.ts';
import { LEGAL_PAGE_TEMPLATES } from '../../shared/legal-pages.ts';
import { loadSiteContentForBuild } from './load-site-content-for-build.ts';
import { readSiteContent } from './read-site-content.ts';
import { readSiteContentSnapshot, writeSiteContentSnapshot } from './site-content-snapshot.ts';
import { testDatabase } from '../testing/test-database.ts';

const handle = testDatabase();
beforeEach(async () => {
  await handle.db.delete(pages);
  await handle.db.delete(socialLinks);
});

describe('readSiteContent', () => {
  it('keeps published pages and enabled social links with an http(s) URL only', async () => {
    await handle.db.insert(pages).values([
      { slug: 'b-page', title: 'B', content: '# B', metaDescription: 'Description B' },
      { slug: 'a-page', title: 'A', content: 'A' },
      { slug: 'brouillon', title: 'Brouillon', content: 'x', isPublished: false },
    ]);
    await handle.db.insert(socialLinks).values([
      { platform: 'YouTube', url: 'https://youtube.com/@mariage', enabled: true },
      { platform: 'Facebook', url: 'https://facebook.com/mariage', enabled: true },
      { platform: 'Instagram', url: 'https://instagram.com/mariage', enabled: false },
      { platform: 'Twitter', url: '', enabled: true },
      { platform: 'LinkedIn', url: 'javascript:alert(1)', enabled: true },
    ]);
    expect(await readSiteContent({ db: handle.db })).toEqual({
      pages: [
        { slug: 'a-page', title: 'A', content: 'A', metaDescription: null },
        { slug: 'b-page', title: 'B', content: '# B', metaDescription: 'Description B' },
      ],
      socialLinks: [
        { platform: 'Facebook', url: 'https://facebook.com/mariage' },
        { platform: 'YouTube', url: 'https://youtube.com/@mariage' },
      ],
      // No mode saved yet: the first mode of the configuration (open outside Netlify).
      launchMode: 'open',
      contactEmail: 'contact@assistant-mariage.fr',
    });
  });
});

describe('the legal pages seed', () => {
  it('publishes cgu, cgv, confidentialite and mentions-legales once and keeps later edits', async () => {
    await seedLegalPages(handle.db);
    const { pages: published } = await readSiteContent({ db: handle.db });
    expect(published.map((p) => p.slug)).toEqual(['cgu', 'cgv', 'confidentialite', 'mentions-legales']);
    for (const page of published) {
      expect(page.content.length).toBeGreaterThan(1000);
      expect(page.metaDescription).toBeTruthy();
    }
    await handle.db.update(pages).set({ title: 'CGU modifiées' });
    await seedLegalPages(handle.db);
    expect((await handle.db.select({ title: pages.title }).from(pages)).every((p) => p.title === 'CGU modifiées')).toBe(
      true,
    );
  });
});

describe('the build hand-off', () => {
  it('writes a snapshot the build reads back, identical for identical content', async () => {
    await seedLegalPages(handle.db);
    const dir = mkdtempSync(join(tmpdir(), 'site-content-'));
    const path = join(dir, 'site-content.json');
    const written = await writeSiteContentSnapshot({ db: handle.db, path });
    const first = readFileSync(path, 'utf8');
    await writeSiteContentSnapshot({ db: handle.db, path });
    expect(readFileSync(path, 'utf8')).toBe(first);
    expect(readSiteContentSnapshot(path)).toEqual(written);
    expect(await loadSiteContentForBuild({ SITE_CONTENT_SNAPSHOT: path, DATABASE_URL: 'postgres://ignored' })).toEqual({
      content: written,
      source: 'snapshot',
    });
  });

  it('fails loudly on a missing or malformed snapshot', async () => {
    await expect(loadSiteContentForBuild({ SITE_CONTENT_SNAPSHOT: '/nonexistent/site-content.json' })).rejects.toThrow(
      /introuvable/,
    );
  });

  it('without snapshot nor database, builds the legal page templates', async () => {
    const { content, source } = await loadSiteContentForBuild({});
    expect(source).toBe('templates');
    expect(content.pages.map((p) => p.slug)).toEqual(LEGAL_PAGE_TEMPLATES.map((p) => p.slug));
    expect(content.socialLinks).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('reads DATABASE_URL directly (Netlify builds)', async () => {
    // A migrated database of its own on the server (TEST_DATABASE_URL itself is the server's admin database).
    const fresh = await createTestDb();
    try {
      const { content, source } = await loadSiteContentForBuild({ DATABASE_URL: fresh.url! });
      expect(source).toBe('database');
      expect(Array.isArray(content.pages)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
