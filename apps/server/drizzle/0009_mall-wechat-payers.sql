CREATE TABLE "mall_wechat_payers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mall_wechat_payers_openid_index" ON "mall_wechat_payers" USING btree ("openid");