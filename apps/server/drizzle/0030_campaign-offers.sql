CREATE TABLE "campaign_coupon_claims" (
	"tenant_id" integer NOT NULL,
	"campaign_coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_user_id" integer NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_coupon_claims_tenant_id_campaign_coupon_id_pk" PRIMARY KEY("tenant_id","campaign_coupon_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"stock" integer,
	"claimed" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "campaign_coupons_stock" CHECK ("campaign_coupons"."stock" is null or "campaign_coupons"."claimed" <= "campaign_coupons"."stock")
);
--> statement-breakpoint
CREATE TABLE "campaign_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"event" text NOT NULL,
	"visitor_id" text,
	"user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotteries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lotteries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"free_chances" integer NOT NULL,
	"share_period" text DEFAULT 'day' NOT NULL,
	CONSTRAINT "lotteries_campaignId_unique" UNIQUE("campaign_id")
);
--> statement-breakpoint
CREATE TABLE "lottery_chances" (
	"tenant_id" integer NOT NULL,
	"lottery_id" integer NOT NULL,
	"granted" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_chances_tenant_id_lottery_id_pk" PRIMARY KEY("tenant_id","lottery_id"),
	CONSTRAINT "lottery_chances_used" CHECK ("lottery_chances"."used" >= 0 and "lottery_chances"."used" <= "lottery_chances"."granted")
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lottery_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"pool" jsonb NOT NULL,
	"roll" integer NOT NULL,
	"coupon_user_id" integer,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_prizes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lottery_id" integer NOT NULL,
	"kind" text NOT NULL,
	"coupon_id" integer,
	"names" jsonb NOT NULL,
	"weight" integer NOT NULL,
	"stock_left" integer,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_prizes_weight" CHECK ("lottery_prizes"."weight" > 0),
	CONSTRAINT "lottery_prizes_stock" CHECK ("lottery_prizes"."stock_left" is null or "lottery_prizes"."stock_left" >= 0),
	CONSTRAINT "lottery_prizes_kind" CHECK (("lottery_prizes"."kind" = 'coupon' and "lottery_prizes"."coupon_id" is not null) or ("lottery_prizes"."kind" = 'nothing' and "lottery_prizes"."coupon_id" is null))
);
--> statement-breakpoint
CREATE TABLE "lottery_shares" (
	"tenant_id" integer NOT NULL,
	"lottery_id" integer NOT NULL,
	"period" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_shares_tenant_id_lottery_id_period_pk" PRIMARY KEY("tenant_id","lottery_id","period")
);
--> statement-breakpoint
CREATE TABLE "promotion_prices" (
	"promotion_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"price_fen" bigint NOT NULL,
	CONSTRAINT "promotion_prices_promotion_id_sku_id_pk" PRIMARY KEY("promotion_id","sku_id"),
	CONSTRAINT "promotion_prices_price" CHECK ("promotion_prices"."price_fen" >= 1)
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"tenant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_uses_tenant_id_promotion_id_pk" PRIMARY KEY("tenant_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"service_number" text NOT NULL,
	"once_per_user" boolean DEFAULT true NOT NULL,
	"first_buy_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "promotions_campaignId_unique" UNIQUE("campaign_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_coupon_claims" ADD CONSTRAINT "campaign_coupon_claims_campaign_coupon_id_campaign_coupons_id_fk" FOREIGN KEY ("campaign_coupon_id") REFERENCES "public"."campaign_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_coupons" ADD CONSTRAINT "campaign_coupons_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_coupons" ADD CONSTRAINT "campaign_coupons_coupon_id_mall_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."mall_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD CONSTRAINT "campaign_events_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_short_links" ADD CONSTRAINT "campaign_short_links_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_chances" ADD CONSTRAINT "lottery_chances_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_coupon_id_mall_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."mall_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_shares" ADD CONSTRAINT "lottery_shares_lottery_id_lotteries_id_fk" FOREIGN KEY ("lottery_id") REFERENCES "public"."lotteries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_prices" ADD CONSTRAINT "promotion_prices_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_prices" ADD CONSTRAINT "promotion_prices_sku_id_mall_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."mall_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_coupon_claims_tenant_id_claimed_at_index" ON "campaign_coupon_claims" USING btree ("tenant_id","claimed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_coupons_campaign_id_coupon_id_index" ON "campaign_coupons" USING btree ("campaign_id","coupon_id");--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_id_recorded_at_index" ON "campaign_events" USING btree ("campaign_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_short_links_campaign_id_channel_index" ON "campaign_short_links" USING btree ("campaign_id","channel");--> statement-breakpoint
CREATE INDEX "lottery_draws_tenant_id_lottery_id_drawn_at_index" ON "lottery_draws" USING btree ("tenant_id","lottery_id","drawn_at");--> statement-breakpoint
CREATE INDEX "lottery_prizes_lottery_id_position_index" ON "lottery_prizes" USING btree ("lottery_id","position");