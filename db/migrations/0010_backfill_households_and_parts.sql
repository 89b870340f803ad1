-- Existing weddings were created with « Prénom de la mariée » and « Prénom du marié »: those are their roles.
UPDATE "weddings" SET "first_partner_role" = 'bride', "second_partner_role" = 'groom';
--> statement-breakpoint
-- Today's ceremony and reception fields become the first two parts of the day.
INSERT INTO "wedding_parts" ("wedding_id", "kind", "time", "venue", "address", "position")
SELECT "id", 'ceremony'::"wedding_part_kind", "ceremony_time", "ceremony_venue", "ceremony_address", 0 FROM "weddings"
UNION ALL
SELECT "id", 'reception'::"wedding_part_kind", "reception_time", "reception_venue", "reception_address", 1 FROM "weddings";
--> statement-breakpoint
-- One household per household label the couple typed (« Famille Martin »: the members its link already grouped),
-- and one of their own for every guest without a label, named after them.
CREATE TEMPORARY TABLE "guest_household_keys" AS
SELECT "id" AS "guest_id", "wedding_id",
  CASE WHEN nullif(trim("household"), '') IS NOT NULL THEN 'label:' || lower(trim("household")) ELSE 'guest:' || "id" END AS "key",
  coalesce(nullif(trim("household"), ''), "name", nullif(trim(concat_ws(' ', "first_name", "last_name")), ''), "phone_number", 'Foyer sans nom') AS "label"
FROM "guests";
--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "migration_key" text;
--> statement-breakpoint
INSERT INTO "households" ("wedding_id", "name", "migration_key")
SELECT "wedding_id", min("label"), "key" FROM "guest_household_keys" GROUP BY "wedding_id", "key";
--> statement-breakpoint
UPDATE "guests" g SET "household_id" = h."id"
FROM "guest_household_keys" k JOIN "households" h ON h."wedding_id" = k."wedding_id" AND h."migration_key" = k."key"
WHERE g."id" = k."guest_id";
--> statement-breakpoint
-- Every household is invited to every part of its wedding.
INSERT INTO "household_invitations" ("household_id", "part_id")
SELECT h."id", p."id" FROM "households" h JOIN "wedding_parts" p ON p."wedding_id" = h."wedding_id";
--> statement-breakpoint
-- The household's answer is its latest member's, for every part; the dietary notes of all members add up.
INSERT INTO "household_answers" ("household_id", "part_id", "status", "party_size", "answered_by_guest_id", "answered_at")
SELECT latest."household_id", p."id", latest."rsvp_status", latest."rsvp_party_size", latest."id", coalesce(latest."rsvp_at", latest."created_at")
FROM (
  SELECT DISTINCT ON ("household_id") "household_id", "id", "wedding_id", "rsvp_status", "rsvp_party_size", "rsvp_at", "created_at"
  FROM "guests" WHERE "rsvp_status" IS NOT NULL AND "household_id" IS NOT NULL
  ORDER BY "household_id", "rsvp_at" DESC NULLS LAST, "id" DESC
) latest
JOIN "wedding_parts" p ON p."wedding_id" = latest."wedding_id";
--> statement-breakpoint
UPDATE "households" h SET "dietary_notes" = d."notes"
FROM (
  SELECT "household_id", string_agg("rsvp_dietary_notes", ' · ' ORDER BY "id") AS "notes"
  FROM "guests" WHERE nullif(trim("rsvp_dietary_notes"), '') IS NOT NULL AND "household_id" IS NOT NULL GROUP BY "household_id"
) d
WHERE h."id" = d."household_id";
--> statement-breakpoint
ALTER TABLE "households" DROP COLUMN "migration_key";
--> statement-breakpoint
DROP TABLE "guest_household_keys";
