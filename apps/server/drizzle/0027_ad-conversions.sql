CREATE TABLE "sandbox_ad_conversions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_ad_conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversion_id" integer NOT NULL,
	"body" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_clicks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_clicks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text NOT NULL,
	"click_token" text NOT NULL,
	"landing_url" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_clicks_clickToken_unique" UNIQUE("click_token")
);
--> statement-breakpoint
CREATE TABLE "ad_conversion_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_conversion_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conversion_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"platform" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"detail" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_conversions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_conversions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"click_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"tenant_id" integer,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"forwarded_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "ad_conversions_clickId_type_unique" UNIQUE("click_id","type")
);
--> statement-breakpoint
CREATE TABLE "merchant_attributions" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"app_origin" integer NOT NULL,
	"device_code" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"invite_code" text,
	"partner_code" text,
	"ad_click_token" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_conversion_attempts" ADD CONSTRAINT "ad_conversion_attempts_conversion_id_ad_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."ad_conversions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_conversions" ADD CONSTRAINT "ad_conversions_click_id_ad_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."ad_clicks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_ad_conversions_conversion_id_index" ON "sandbox_ad_conversions" USING btree ("conversion_id");--> statement-breakpoint
CREATE INDEX "ad_conversion_attempts_conversion_id_index" ON "ad_conversion_attempts" USING btree ("conversion_id");--> statement-breakpoint
CREATE INDEX "ad_conversions_due_idx" ON "ad_conversions" USING btree ("next_attempt_at") WHERE "ad_conversions"."forwarded_at" is null and "ad_conversions"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "ad_conversions_tenant_id_index" ON "ad_conversions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "merchant_attributions_ad_click_token_index" ON "merchant_attributions" USING btree ("ad_click_token");