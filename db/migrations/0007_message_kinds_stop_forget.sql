ALTER TYPE "public"."message_kind" ADD VALUE 'stop';--> statement-breakpoint
ALTER TYPE "public"."message_kind" ADD VALUE 'forget';