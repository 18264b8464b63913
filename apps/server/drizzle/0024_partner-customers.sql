CREATE TABLE "partner_customer_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_customer_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"event" text NOT NULL,
	"from_partner_id" integer,
	"to_partner_id" integer,
	"source" text,
	"reason" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_customers" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer,
	"promoter_id" integer,
	"source" text NOT NULL,
	"owned_since" timestamp with time zone,
	"protected_until" timestamp with time zone,
	"pool_since" timestamp with time zone,
	"intention" text,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_follow_up_at" timestamp with time zone,
	"give_up_reason" text,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"serial_no" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"merchant_id" integer,
	"store_id" integer,
	"bound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_devices_serialNo_unique" UNIQUE("serial_no")
);
--> statement-breakpoint
CREATE TABLE "partner_follow_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"intention" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"is_head" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "parent_partner_id" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "parent_partner_id" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "show_full_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "promoters" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "partner_customers" ADD CONSTRAINT "partner_customers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_devices" ADD CONSTRAINT "partner_devices_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_follow_ups" ADD CONSTRAINT "partner_follow_ups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_customer_history_merchant_id_at_index" ON "partner_customer_history" USING btree ("merchant_id","at");--> statement-breakpoint
CREATE INDEX "partner_customers_by_partner" ON "partner_customers" USING btree ("partner_id","owned_since");--> statement-breakpoint
CREATE INDEX "partner_customers_pool" ON "partner_customers" USING btree ("pool_since") WHERE "partner_customers"."partner_id" is null;--> statement-breakpoint
CREATE INDEX "partner_customers_expiring" ON "partner_customers" USING btree ("protected_until") WHERE "partner_customers"."partner_id" is not null;--> statement-breakpoint
CREATE INDEX "partner_devices_partner_id_created_at_index" ON "partner_devices" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_devices_merchant_id_store_id_index" ON "partner_devices" USING btree ("merchant_id","store_id");--> statement-breakpoint
CREATE INDEX "partner_follow_ups_merchant_id_partner_id_created_at_index" ON "partner_follow_ups" USING btree ("merchant_id","partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_one_head" ON "stores" USING btree ("tenant_id") WHERE "stores"."is_head";--> statement-breakpoint
CREATE INDEX "partners_parent_partner_id_index" ON "partners" USING btree ("parent_partner_id");--> statement-breakpoint
-- every tenant made before stores existed gets its head store
INSERT INTO "stores" ("tenant_id", "is_head", "created_at") SELECT "id", true, "created_at" FROM "tenants";--> statement-breakpoint
-- a partner's own promoter record points at the partner: its link's registrations become its customers
UPDATE "promoters" SET "partner_id" = "partners"."id", "channel" = 'partner' FROM "partners" WHERE "promoters"."user_id" = "partners"."user_id";
