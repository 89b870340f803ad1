CREATE TABLE "availability_probes" (
	"minute" timestamp with time zone PRIMARY KEY NOT NULL,
	"latency_ms" integer NOT NULL
);
