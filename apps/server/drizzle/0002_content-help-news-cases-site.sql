CREATE TYPE "public"."help_article_type" AS ENUM('manual', 'faq');--> statement-breakpoint
CREATE TYPE "public"."help_vote" AS ENUM('useful', 'useless');--> statement-breakpoint
CREATE TABLE "case_industries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_industries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "case_industries_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "case_industry_translations" (
	"industry_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "case_industry_translations_industry_id_lang_pk" PRIMARY KEY("industry_id","lang")
);
--> statement-breakpoint
CREATE TABLE "customer_case_translations" (
	"case_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"customer" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text NOT NULL,
	"quote" text DEFAULT '' NOT NULL,
	"quote_author" text DEFAULT '' NOT NULL,
	CONSTRAINT "customer_case_translations_case_id_lang_pk" PRIMARY KEY("case_id","lang")
);
--> statement-breakpoint
CREATE TABLE "customer_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"industry_id" integer NOT NULL,
	"cover" text NOT NULL,
	"logo" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_version_translations" (
	"version_id" integer NOT NULL,
	"lang" text NOT NULL,
	"notes" text NOT NULL,
	CONSTRAINT "product_version_translations_version_id_lang_pk" PRIMARY KEY("version_id","lang")
);
--> statement-breakpoint
CREATE TABLE "product_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"type" "client_type" NOT NULL,
	"version" text NOT NULL,
	"download_link" text NOT NULL,
	"size_bytes" integer,
	"released_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_versions_productId_type_version_unique" UNIQUE("product_id","type","version")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"alias" text,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"category_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "help_article_translations" (
	"article_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"plain_text" text NOT NULL,
	CONSTRAINT "help_article_translations_article_id_lang_pk" PRIMARY KEY("article_id","lang")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"type" "help_article_type" NOT NULL,
	"is_video" boolean DEFAULT false NOT NULL,
	"recommend" smallint DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"thumbnail" text NOT NULL,
	"video_url" text,
	"poster" text,
	"hits" integer DEFAULT 0 NOT NULL,
	"useful" integer DEFAULT 0 NOT NULL,
	"useless" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_feedback" (
	"article_id" integer NOT NULL,
	"visitor_id" uuid NOT NULL,
	"vote" "help_vote" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_feedback_article_id_visitor_id_pk" PRIMARY KEY("article_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "news_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_categories_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "news_category_translations" (
	"category_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "news_category_translations_category_id_lang_pk" PRIMARY KEY("category_id","lang")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"cover" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_translations" (
	"news_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "news_translations_news_id_lang_pk" PRIMARY KEY("news_id","lang")
);
--> statement-breakpoint
CREATE TABLE "agreement_version_translations" (
	"version_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "agreement_version_translations_version_id_lang_pk" PRIMARY KEY("version_id","lang")
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreement_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agreement_id" integer NOT NULL,
	"version" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agreement_versions_agreementId_version_unique" UNIQUE("agreement_id","version")
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agreements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	CONSTRAINT "agreements_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "friendship_link_translations" (
	"link_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "friendship_link_translations_link_id_lang_pk" PRIMARY KEY("link_id","lang")
);
--> statement-breakpoint
CREATE TABLE "friendship_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "friendship_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_translations" (
	"partner_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "partner_translations_partner_id_lang_pk" PRIMARY KEY("partner_id","lang")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"logo" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slide_translations" (
	"slide_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"button_text" text DEFAULT '' NOT NULL,
	"image_alt" text DEFAULT '' NOT NULL,
	CONSTRAINT "slide_translations_slide_id_lang_pk" PRIMARY KEY("slide_id","lang")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"alias" text NOT NULL,
	"image" text NOT NULL,
	"image_mobile" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_industry_translations" ADD CONSTRAINT "case_industry_translations_industry_id_case_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."case_industries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_case_translations" ADD CONSTRAINT "customer_case_translations_case_id_customer_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."customer_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_cases" ADD CONSTRAINT "customer_cases_industry_id_case_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."case_industries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_version_translations" ADD CONSTRAINT "product_version_translations_version_id_product_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."product_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_versions" ADD CONSTRAINT "product_versions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_translations" ADD CONSTRAINT "help_article_translations_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_feedback" ADD CONSTRAINT "help_feedback_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_category_translations" ADD CONSTRAINT "news_category_translations_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_category_id_news_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."news_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_translations" ADD CONSTRAINT "news_translations_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_version_translations" ADD CONSTRAINT "agreement_version_translations_version_id_agreement_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."agreement_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendship_link_translations" ADD CONSTRAINT "friendship_link_translations_link_id_friendship_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."friendship_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_translations" ADD CONSTRAINT "partner_translations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slide_translations" ADD CONSTRAINT "slide_translations_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_cases_industry_id_published_at_index" ON "customer_cases" USING btree ("industry_id","published_at");--> statement-breakpoint
CREATE INDEX "customer_cases_hits_index" ON "customer_cases" USING btree ("hits");--> statement-breakpoint
CREATE INDEX "product_versions_product_id_released_at_index" ON "product_versions" USING btree ("product_id","released_at");--> statement-breakpoint
CREATE INDEX "categories_parent_id_sort_order_index" ON "categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "help_articles_category_id_sort_order_index" ON "help_articles" USING btree ("category_id","sort_order");--> statement-breakpoint
CREATE INDEX "help_articles_recommend_index" ON "help_articles" USING btree ("recommend");--> statement-breakpoint
CREATE INDEX "news_items_category_id_published_at_index" ON "news_items" USING btree ("category_id","published_at");--> statement-breakpoint
CREATE INDEX "news_items_published_at_index" ON "news_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_items_hits_index" ON "news_items" USING btree ("hits");--> statement-breakpoint
CREATE INDEX "agreement_versions_agreement_id_effective_at_index" ON "agreement_versions" USING btree ("agreement_id","effective_at");--> statement-breakpoint
CREATE INDEX "slides_alias_sort_order_index" ON "slides" USING btree ("alias","sort_order");