ALTER TABLE "scheduled_messages" ADD COLUMN "edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Texts stored before this change may be the couple's own: they are kept as they are (the couple can go back to the
-- proposed text, which then follows the wedding).
UPDATE "scheduled_messages" SET "edited" = true;
