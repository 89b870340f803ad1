// Plans sold on the site and the discount codes the back office creates. Money in cents.
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { billingPeriod, discountType, planType } from './enums.ts';
import { timestamps } from './users.ts';

export const pricingPlans = pgTable('pricing_plans', {
  id: serial().primaryKey(),
  /** One plan per type: the seed and the checkout find plans by type. */
  type: planType().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  priceCents: integer().notNull(),
  currency: text().notNull().default('EUR'),
  features: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isActive: boolean().notNull().default(true),
  /** Shown but not purchasable yet (the wedding planner offer). */
  isAvailable: boolean().notNull().default(true),
  badge: text(),
  billingPeriod: billingPeriod().notNull(),
  sortOrder: integer().notNull().default(0),
  ...timestamps,
});

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial().primaryKey(),
    /** Stored upper-case. */
    code: text().notNull().unique(),
    type: discountType().notNull(),
    /** Percentage points for `percentage`, cents for `fixed_amount`. */
    value: integer().notNull(),
    description: text(),
    isActive: boolean().notNull().default(true),
    usageLimit: integer(),
    usageCount: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    applicablePlans: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [check('discount_codes_value_positive', sql`${t.value} > 0`)],
);
