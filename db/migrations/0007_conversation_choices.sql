ALTER TABLE "guests" ADD COLUMN "pending_choice" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "trace" jsonb;