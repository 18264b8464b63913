CREATE TABLE "wechat_sandbox_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"unionid" text NOT NULL,
	"nickname" text NOT NULL,
	"avatar" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_bind_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"nickname" text NOT NULL,
	"avatar" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wechat_bindings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wechat_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"openid" text NOT NULL,
	"unionid" text,
	"nickname" text NOT NULL,
	"avatar" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_bindings_userId_unique" UNIQUE("user_id"),
	CONSTRAINT "wechat_bindings_openid_unique" UNIQUE("openid")
);
--> statement-breakpoint
ALTER TABLE "wechat_bindings" ADD CONSTRAINT "wechat_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;