CREATE TYPE "public"."answered_by" AS ENUM('engine', 'model');--> statement-breakpoint
CREATE TYPE "public"."message_kind" AS ENUM('question', 'smalltalk', 'join', 'system');--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_en" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_es" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" "message_kind" DEFAULT 'question' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "answered_by" "answered_by";