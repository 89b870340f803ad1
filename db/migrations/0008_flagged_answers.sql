CREATE TYPE "public"."review_verdict" AS ENUM('right', 'wrong');--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "flagged_threshold" real;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "review_verdict" "review_verdict";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reviewed_at" timestamp with time zone;