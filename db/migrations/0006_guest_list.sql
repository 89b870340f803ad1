CREATE TYPE "public"."guest_language" AS ENUM('fr', 'en', 'es');--> statement-breakpoint
CREATE TYPE "public"."rsvp_status" AS ENUM('yes', 'no', 'maybe');--> statement-breakpoint
ALTER TYPE "public"."message_kind" ADD VALUE 'rsvp';--> statement-breakpoint
ALTER TABLE "guests" ALTER COLUMN "bound_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "household" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "language" "guest_language";--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_status" "rsvp_status";--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_party_size" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_dietary_notes" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "rsvp_deadline" date;