ALTER TABLE "households" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "rsvp_reminder_days" integer;