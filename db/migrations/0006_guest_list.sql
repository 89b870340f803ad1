CREATE TYPE "public"."delivery_mode" AS ENUM('text', 'template');--> statement-breakpoint
CREATE TYPE "public"."delivery_status" AS ENUM('queued', 'sent', 'delivered', 'read', 'failed', 'undelivered');--> statement-breakpoint
CREATE TYPE "public"."guest_language" AS ENUM('fr', 'en', 'es');--> statement-breakpoint
CREATE TYPE "public"."rsvp_status" AS ENUM('yes', 'no', 'maybe');--> statement-breakpoint
ALTER TYPE "public"."message_kind" ADD VALUE 'rsvp';--> statement-breakpoint
CREATE TABLE "announcement_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"mode" "delivery_mode" NOT NULL,
	"status" "delivery_status" DEFAULT 'queued' NOT NULL,
	"provider_sid" text,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_deliveries_providerSid_unique" UNIQUE("provider_sid"),
	CONSTRAINT "announcement_deliveries_guest_unique" UNIQUE("announcement_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"body" text NOT NULL,
	"audience" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ALTER COLUMN "bound_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "household" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "language" "guest_language";--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "invite_token" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_status" "rsvp_status";--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_party_size" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_dietary_notes" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "rsvp_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "rsvp_deadline" date;--> statement-breakpoint
ALTER TABLE "announcement_deliveries" ADD CONSTRAINT "announcement_deliveries_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_deliveries" ADD CONSTRAINT "announcement_deliveries_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_wedding_idx" ON "announcements" USING btree ("wedding_id","created_at");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_inviteToken_unique" UNIQUE("invite_token");