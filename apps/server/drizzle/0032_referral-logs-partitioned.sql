-- Hand-written (drizzle-kit cannot declare partitioned tables; see modules/referral/referral.partitioned.ts):
-- the referral programme's two visit logs become tables partitioned by month (ARCHITECTURE.md, decision 0007),
-- their rows kept. Each gets a default partition; the server makes the months' partitions ahead.
CREATE TABLE "campaign_events_rows" AS SELECT * FROM "campaign_events";--> statement-breakpoint
DROP TABLE "campaign_events" CASCADE;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "campaign_events_id_seq";--> statement-breakpoint
CREATE TABLE "campaign_events" (
	"id" bigint DEFAULT nextval('campaign_events_id_seq') NOT NULL,
	"campaign_id" integer NOT NULL REFERENCES "public"."campaigns"("id") ON DELETE cascade,
	"channel" text DEFAULT '' NOT NULL,
	"event" text NOT NULL,
	"visitor_id" text,
	"user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("id", "recorded_at")
) PARTITION BY RANGE ("recorded_at");--> statement-breakpoint
CREATE TABLE "campaign_events_default" PARTITION OF "campaign_events" DEFAULT;--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_id_recorded_at_index" ON "campaign_events" ("campaign_id", "recorded_at");--> statement-breakpoint
INSERT INTO "campaign_events" ("id", "campaign_id", "channel", "event", "visitor_id", "user_id", "recorded_at")
	SELECT "id", "campaign_id", "channel", "event", "visitor_id", "user_id", "recorded_at" FROM "campaign_events_rows";--> statement-breakpoint
SELECT setval('campaign_events_id_seq', coalesce((SELECT max("id") FROM "campaign_events"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "campaign_events_rows";--> statement-breakpoint
CREATE TABLE "invite_visits_rows" AS SELECT * FROM "invite_visits";--> statement-breakpoint
DROP TABLE "invite_visits" CASCADE;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "invite_visits_id_seq";--> statement-breakpoint
CREATE TABLE "invite_visits" (
	"id" bigint DEFAULT nextval('invite_visits_id_seq') NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('click', 'activity')),
	"inviter_user_id" integer,
	"code" text,
	"page" text NOT NULL,
	"action" text,
	"visitor_id" text,
	"device_hash" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("id", "at")
) PARTITION BY RANGE ("at");--> statement-breakpoint
CREATE TABLE "invite_visits_default" PARTITION OF "invite_visits" DEFAULT;--> statement-breakpoint
CREATE INDEX "invite_visits_inviter_user_id_at_index" ON "invite_visits" ("inviter_user_id", "at");--> statement-breakpoint
INSERT INTO "invite_visits" ("id", "kind", "inviter_user_id", "code", "page", "action", "visitor_id", "device_hash", "at")
	SELECT "id", "kind", "inviter_user_id", "code", "page", "action", "visitor_id", "device_hash", "at" FROM "invite_visits_rows";--> statement-breakpoint
SELECT setval('invite_visits_id_seq', coalesce((SELECT max("id") FROM "invite_visits"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "invite_visits_rows";
