CREATE TABLE "wechat_access_tokens" (
	"app_id" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
