CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"guest_months_after_wedding" integer DEFAULT 1 NOT NULL,
	"trial_days" integer DEFAULT 90 NOT NULL,
	"pre_registration_months" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_settings_singleton" CHECK ("retention_settings"."id" = 1),
	CONSTRAINT "retention_settings_guest_range" CHECK ("retention_settings"."guest_months_after_wedding" between 1 and 36),
	CONSTRAINT "retention_settings_trial_range" CHECK ("retention_settings"."trial_days" between 1 and 365),
	CONSTRAINT "retention_settings_pre_registration_range" CHECK ("retention_settings"."pre_registration_months" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");