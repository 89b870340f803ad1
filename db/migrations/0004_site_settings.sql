CREATE TYPE "public"."launch_mode" AS ENUM('pre_launch', 'open');--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"launch_mode" "launch_mode" DEFAULT 'pre_launch' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_singleton" CHECK ("site_settings"."id" = 1)
);
