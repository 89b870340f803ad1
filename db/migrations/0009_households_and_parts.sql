CREATE TYPE "public"."partner_role" AS ENUM('bride', 'groom');--> statement-breakpoint
CREATE TYPE "public"."wedding_part_kind" AS ENUM('ceremony', 'civil_ceremony', 'religious_ceremony', 'secular_ceremony', 'reception', 'cocktail', 'dinner', 'party', 'brunch', 'other');--> statement-breakpoint
CREATE TABLE "household_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"household_id" integer NOT NULL,
	"part_id" integer,
	"status" "rsvp_status" NOT NULL,
	"party_size" integer,
	"answered_by_guest_id" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_answers_household_part_unique" UNIQUE NULLS NOT DISTINCT("household_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "household_invitations" (
	"household_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	CONSTRAINT "household_invitations_household_id_part_id_pk" PRIMARY KEY("household_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "households" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"seats" integer,
	"dietary_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seating_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seating_tables_wedding_name_unique" UNIQUE("wedding_id","name")
);
--> statement-breakpoint
CREATE TABLE "wedding_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"wedding_id" integer NOT NULL,
	"kind" "wedding_part_kind" NOT NULL,
	"label" text,
	"date" date,
	"time" text,
	"venue" text,
	"address" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guests" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "household_id" integer;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "is_child" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "seating_table_id" integer;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "first_partner_role" "partner_role";--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "second_partner_role" "partner_role";--> statement-breakpoint
ALTER TABLE "household_answers" ADD CONSTRAINT "household_answers_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_answers" ADD CONSTRAINT "household_answers_part_id_wedding_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."wedding_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_answers" ADD CONSTRAINT "household_answers_answered_by_guest_id_guests_id_fk" FOREIGN KEY ("answered_by_guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_invitations" ADD CONSTRAINT "household_invitations_part_id_wedding_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."wedding_parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seating_tables" ADD CONSTRAINT "seating_tables_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wedding_parts" ADD CONSTRAINT "wedding_parts_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_invitations_part_idx" ON "household_invitations" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "households_wedding_idx" ON "households" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "wedding_parts_wedding_idx" ON "wedding_parts" USING btree ("wedding_id","position");--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_seating_table_id_seating_tables_id_fk" FOREIGN KEY ("seating_table_id") REFERENCES "public"."seating_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guests_household_idx" ON "guests" USING btree ("household_id");