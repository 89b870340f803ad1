CREATE TYPE "public"."inbox_notifications" AS ENUM('instant', 'daily_digest');--> statement-breakpoint
CREATE TYPE "public"."review_verdict" AS ENUM('right', 'wrong');--> statement-breakpoint
ALTER TYPE "public"."answered_by" ADD VALUE 'couple';--> statement-breakpoint
ALTER TYPE "public"."message_kind" ADD VALUE 'stop';--> statement-breakpoint
ALTER TYPE "public"."message_kind" ADD VALUE 'forget';--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"wedding_id" integer,
	"user_id" text,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"line_label" text NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_mention" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_paymentIntentId_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "payment_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"user_id" text,
	"payment_intent_id" text NOT NULL,
	"text" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deploy_marker" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"family" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deploy_marker_one_row" CHECK ("deploy_marker"."id" = 1),
	CONSTRAINT "deploy_marker_family" CHECK ("deploy_marker"."family" in ('production', 'preview'))
);
--> statement-breakpoint
CREATE TABLE "couple_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"body" text NOT NULL,
	"mode" "delivery_mode" NOT NULL,
	"status" "delivery_status" DEFAULT 'queued' NOT NULL,
	"provider_sid" text,
	"error" text,
	"faq_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "couple_replies_providerSid_unique" UNIQUE("provider_sid")
);
--> statement-breakpoint
CREATE TABLE "availability_probes" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"latency_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_daily_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"wedding_id" integer,
	"kind" "message_kind" NOT NULL,
	"message_type" "message_type" NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL,
	"replied" integer DEFAULT 0 NOT NULL,
	"confidence_sum" real DEFAULT 0 NOT NULL,
	"confidence_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_daily_stats_key" UNIQUE NULLS NOT DISTINCT("day","wedding_id","kind","message_type")
);
--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "pending_choice" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "trace" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "flagged_threshold" real;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "review_verdict" "review_verdict";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "balance_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "inbox_notifications" "inbox_notifications" DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_label" text;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_consents" ADD CONSTRAINT "payment_consents_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_consents" ADD CONSTRAINT "payment_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_replies" ADD CONSTRAINT "couple_replies_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_replies" ADD CONSTRAINT "couple_replies_question_id_messages_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_replies" ADD CONSTRAINT "couple_replies_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_replies" ADD CONSTRAINT "couple_replies_faq_id_faqs_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoices_wedding_idx" ON "invoices" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "payment_consents_intent_idx" ON "payment_consents" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "couple_replies_wedding_guest_idx" ON "couple_replies" USING btree ("wedding_id","guest_id");--> statement-breakpoint
CREATE INDEX "couple_replies_question_idx" ON "couple_replies" USING btree ("question_id");