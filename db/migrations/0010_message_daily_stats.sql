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
