-- The wedding's ceremony and reception fields now stand for the part of the group's own kind when the couple has one
-- (« la réception » at 19h30 after a vin d'honneur at 16h30), no longer for the group's first part: they follow it.
UPDATE "weddings" SET
  "ceremony_venue" = "part"."venue",
  "ceremony_address" = "part"."address",
  "ceremony_time" = "part"."time"
FROM (
  SELECT DISTINCT ON ("wedding_id") "wedding_id", "venue", "address", "time"
  FROM "wedding_parts" WHERE "kind" = 'ceremony'
  ORDER BY "wedding_id", "position", "id"
) "part"
WHERE "part"."wedding_id" = "weddings"."id";--> statement-breakpoint
UPDATE "weddings" SET
  "reception_venue" = "part"."venue",
  "reception_address" = "part"."address",
  "reception_time" = "part"."time"
FROM (
  SELECT DISTINCT ON ("wedding_id") "wedding_id", "venue", "address", "time"
  FROM "wedding_parts" WHERE "kind" = 'reception'
  ORDER BY "wedding_id", "position", "id"
) "part"
WHERE "part"."wedding_id" = "weddings"."id";
