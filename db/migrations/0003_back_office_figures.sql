CREATE TYPE "public"."provider_check_trigger" AS ENUM('manual', 'scheduled');--> statement-breakpoint
CREATE TABLE "provider_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"ok" boolean NOT NULL,
	"message" text NOT NULL,
	"latency_ms" integer,
	"trigger" "provider_check_trigger" NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "sale_ref" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "provider_checks_provider_checked_idx" ON "provider_checks" USING btree ("provider","checked_at");--> statement-breakpoint
CREATE INDEX "messages_timestamp_idx" ON "messages" USING btree ("timestamp","id");