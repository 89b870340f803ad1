CREATE TABLE "deploy_marker" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"family" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deploy_marker_one_row" CHECK ("deploy_marker"."id" = 1),
	CONSTRAINT "deploy_marker_family" CHECK ("deploy_marker"."family" in ('production', 'preview'))
);
