CREATE TABLE "campaign_translations" (
	"campaign_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"body" text NOT NULL,
	"cta_text" text NOT NULL,
	CONSTRAINT "campaign_translations_campaign_id_lang_pk" PRIMARY KEY("campaign_id","lang")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	"hero_image" text NOT NULL,
	"cta_link" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "campaigns_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
ALTER TABLE "campaign_translations" ADD CONSTRAINT "campaign_translations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;