ALTER TABLE "guests" ADD COLUMN "dietary_notes" text;--> statement-breakpoint
-- Notes told before this column are their household's only: a household of one member gave them through that member;
-- a larger household's are shown under the household, its author unknown.
UPDATE "guests" SET "dietary_notes" = "households"."dietary_notes"
FROM "households"
WHERE "guests"."household_id" = "households"."id"
  AND "households"."dietary_notes" IS NOT NULL
  AND (SELECT count(*) FROM "guests" "member" WHERE "member"."household_id" = "households"."id") = 1;
