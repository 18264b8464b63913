-- Hand-written: drizzle-kit cannot declare partitioned tables (see modules/tracking/tracking.partitioned.ts).
CREATE SEQUENCE IF NOT EXISTS "website_visit_logs_id_seq";--> statement-breakpoint
CREATE TABLE "website_visit_logs" (
	"id" bigint DEFAULT nextval('website_visit_logs_id_seq') NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"web_site_name" text NOT NULL,
	"channel_number" text NOT NULL,
	"kd_uid" text,
	"device_id" text NOT NULL,
	"oper_name" text NOT NULL,
	"os_version" text DEFAULT '' NOT NULL,
	"is_mobile" boolean NOT NULL,
	"grade" smallint NOT NULL CHECK ("grade" IN (0, 1, 2)),
	"oper_name_parent" text,
	"web_site_url" text NOT NULL,
	PRIMARY KEY ("id", "recorded_at")
) PARTITION BY RANGE ("recorded_at");--> statement-breakpoint
CREATE TABLE "website_visit_logs_default" PARTITION OF "website_visit_logs" DEFAULT;--> statement-breakpoint
CREATE INDEX "website_visit_logs_channel_recorded_at_index" ON "website_visit_logs" ("channel_number", "recorded_at");--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "usage_logs_id_seq";--> statement-breakpoint
CREATE TABLE "usage_logs" (
	"id" bigint DEFAULT nextval('usage_logs_id_seq') NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"log_type" text NOT NULL,
	"product_id" integer NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"device_id" text NOT NULL,
	"soft_version" text DEFAULT '' NOT NULL,
	"operate_time" timestamp with time zone NOT NULL,
	"origin_id" smallint NOT NULL CHECK ("origin_id" IN (1, 2, 6)),
	"func_number" text NOT NULL,
	"user_name" text,
	PRIMARY KEY ("id", "recorded_at")
) PARTITION BY RANGE ("recorded_at");--> statement-breakpoint
CREATE TABLE "usage_logs_default" PARTITION OF "usage_logs" DEFAULT;--> statement-breakpoint
CREATE INDEX "usage_logs_func_number_recorded_at_index" ON "usage_logs" ("func_number", "recorded_at");
