ALTER TABLE "guests" DROP COLUMN "household";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "rsvp_status";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "rsvp_party_size";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "rsvp_dietary_notes";--> statement-breakpoint
ALTER TABLE "guests" DROP COLUMN "rsvp_at";