// Public-site data: pre-registrations, content pages, social links and the site's launch setting.
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { launchMode, socialPlatform } from './enums.ts';
import { timestamps } from './users.ts';

export const preRegistrations = pgTable('pre_registrations', {
  id: serial().primaryKey(),
  email: varchar({ length: 255 }).notNull().unique(),
  firstName: varchar({ length: 100 }).notNull(),
  lastName: varchar({ length: 100 }),
  weddingDate: date({ mode: 'string' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const pages = pgTable('pages', {
  id: serial().primaryKey(),
  slug: varchar({ length: 100 }).notNull().unique(),
  title: varchar({ length: 200 }).notNull(),
  /** Markdown */
  content: text().notNull(),
  metaDescription: varchar({ length: 300 }),
  isPublished: boolean().notNull().default(true),
  ...timestamps,
});

export const socialLinks = pgTable('social_links', {
  id: serial().primaryKey(),
  platform: socialPlatform().notNull().unique(),
  url: text().notNull().default(''),
  enabled: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * A single row (id 1) edited in the back office's content management: `pre_launch` shows the « Site en
 * construction » banner and disables the sign-up buttons of the public pages; `open` enables them.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer().primaryKey().default(1),
    launchMode: launchMode().notNull().default('pre_launch'),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('site_settings_singleton', sql`${t.id} = 1`)],
);
