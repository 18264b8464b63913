CREATE TABLE "mall_reference_numbers" (
	"number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "mall_reference_numbers_kind" CHECK ("mall_reference_numbers"."kind" in ('order', 'trade'))
);
--> statement-breakpoint
CREATE TABLE "member_directory" (
	"user_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "member_directory_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_members" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_members_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id"),
	CONSTRAINT "tenant_members_role" CHECK ("tenant_members"."role" in ('owner', 'manager', 'cashier', 'stock_keeper'))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10001 CACHE 1),
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Decision 0017: every registered merchant owns one tenant; merchant-owned mall tables are keyed by
-- tenant_id, which leads their primary keys and indexes. Each user found in users or in a mall table
-- gets a tenant of their own, owned by them, and their rows move to it.;
--> statement-breakpoint
INSERT INTO "member_directory" ("user_id", "tenant_id", "role")
SELECT "owner"."user_id", nextval(pg_get_serial_sequence('tenants', 'id')), 'owner'
FROM (SELECT "id" AS "user_id" FROM "users" UNION SELECT "user_id" FROM "mall_licences" UNION SELECT "user_id" FROM "mall_grants" UNION SELECT "user_id" FROM "mall_coupon_users" UNION SELECT "user_id" FROM "mall_contactors" UNION SELECT "user_id" FROM "mall_invoice_profiles" UNION SELECT "user_id" FROM "mall_invoices" UNION SELECT "user_id" FROM "mall_bank_transfer_sms" UNION SELECT "user_id" FROM "mall_orders") AS "owner" WHERE "owner"."user_id" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "tenants" ("id", "created_at") OVERRIDING SYSTEM VALUE
SELECT "d"."tenant_id", coalesce("u"."created_at", now()) FROM "member_directory" "d" LEFT JOIN "users" "u" ON "u"."id" = "d"."user_id";
--> statement-breakpoint
INSERT INTO "tenant_members" ("tenant_id", "user_id", "role", "created_at")
SELECT "d"."tenant_id", "d"."user_id", 'owner', "t"."created_at" FROM "member_directory" "d" JOIN "tenants" "t" ON "t"."id" = "d"."tenant_id";
--> statement-breakpoint
ALTER TABLE "mall_invoice_profiles" DROP CONSTRAINT "mall_invoice_profiles_userId_productNo_mediaType_invoiceType_unique";
--> statement-breakpoint
ALTER TABLE "mall_grants" DROP CONSTRAINT "mall_grants_userId_grant_unique";
--> statement-breakpoint
ALTER TABLE "mall_licences" DROP CONSTRAINT "mall_licences_userId_serviceCode_unique";
--> statement-breakpoint
ALTER TABLE "mall_orders" DROP CONSTRAINT "mall_orders_orderNo_unique";
--> statement-breakpoint
ALTER TABLE "mall_payments" DROP CONSTRAINT "mall_payments_tradeNo_unique";
--> statement-breakpoint
ALTER TABLE "mall_payments" DROP CONSTRAINT "mall_payments_order_id_mall_orders_id_fk";
--> statement-breakpoint
DROP INDEX "mall_bank_transfer_sms_user_id_sent_at_index";
--> statement-breakpoint
DROP INDEX "mall_contactors_user_id_index";
--> statement-breakpoint
DROP INDEX "mall_invoices_user_id_index";
--> statement-breakpoint
DROP INDEX "mall_coupon_users_user_id_expires_at_index";
--> statement-breakpoint
DROP INDEX "mall_orders_user_id_idempotency_key_index";
--> statement-breakpoint
DROP INDEX "mall_orders_user_id_created_at_index";
--> statement-breakpoint
DROP INDEX "mall_payments_order_id_index";
--> statement-breakpoint
DROP INDEX "mall_invoices_one_open_per_order";
--> statement-breakpoint
DROP INDEX "mall_orders_unpaid_deadline_idx";
--> statement-breakpoint
ALTER TABLE "mall_licences" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
UPDATE "mall_licences" SET "tenant_id" = "d"."tenant_id" FROM "member_directory" "d" WHERE "d"."user_id" = "mall_licences"."user_id" AND "d"."role" = 'owner';
--> statement-breakpoint
ALTER TABLE "mall_grants" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
UPDATE "mall_grants" SET "tenant_id" = "d"."tenant_id" FROM "member_directory" "d" WHERE "d"."user_id" = "mall_grants"."user_id" AND "d"."role" = 'owner';
--> statement-breakpoint
ALTER TABLE "mall_coupon_users" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
UPDATE "mall_coupon_users" SET "tenant_id" = "d"."tenant_id" FROM "member_directory" "d" WHERE "d"."user_id" = "mall_coupon_users"."user_id" AND "d"."role" = 'owner';
--> statement-breakpoint
ALTER TABLE "mall_contactors" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
UPDATE "mall_contactors" SET "tenant_id" = "d"."tenant_id" FROM "member_directory" "d" WHERE "d"."user_id" = "mall_contactors"."user_id" AND "d"."role" = 'owner';
--> statement-breakpoint
ALTER TABLE "mall_invoice_profiles" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
UPDATE "mall_invoice_profiles" SET "tenant_id" = "d"."tenant_id" FROM "member_directory" "d" WHERE "d"."user_id" = "mall_invoice_profiles"."user_id" AND "d"."role" = 'owner';
--> statement-breakpoint
ALTER TABLE "mall_invoices" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
UPDATE "mall_invoices" SET "tenant_id" = "d"."tenant_id" FROM "member_directory" "d" WHERE "d"."user_id" = "mall_invoices"."user_id" AND "d"."role" = 'owner';
--> statement-breakpoint
ALTER TABLE "mall_bank_transfer_sms" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
UPDATE "mall_bank_transfer_sms" SET "tenant_id" = "d"."tenant_id" FROM "member_directory" "d" WHERE "d"."user_id" = "mall_bank_transfer_sms"."user_id" AND "d"."role" = 'owner';
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
UPDATE "mall_orders" SET "tenant_id" = "d"."tenant_id" FROM "member_directory" "d" WHERE "d"."user_id" = "mall_orders"."user_id" AND "d"."role" = 'owner';
--> statement-breakpoint
ALTER TABLE "mall_payments" ADD COLUMN "tenant_id" integer;
--> statement-breakpoint
UPDATE "mall_payments" SET "tenant_id" = "o"."tenant_id" FROM "mall_orders" "o" WHERE "o"."id" = "mall_payments"."order_id";
--> statement-breakpoint
ALTER TABLE "mall_licences" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_grants" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_coupon_users" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_contactors" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_invoice_profiles" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_invoices" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_bank_transfer_sms" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_orders" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_payments" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "mall_bank_transfer_sms" DROP CONSTRAINT "mall_bank_transfer_sms_pkey";
--> statement-breakpoint
ALTER TABLE "mall_contactors" DROP CONSTRAINT "mall_contactors_pkey";
--> statement-breakpoint
ALTER TABLE "mall_invoice_profiles" DROP CONSTRAINT "mall_invoice_profiles_pkey";
--> statement-breakpoint
ALTER TABLE "mall_invoices" DROP CONSTRAINT "mall_invoices_pkey";
--> statement-breakpoint
ALTER TABLE "mall_licences" DROP CONSTRAINT "mall_licences_pkey";
--> statement-breakpoint
ALTER TABLE "mall_coupon_users" DROP CONSTRAINT "mall_coupon_users_pkey";
--> statement-breakpoint
ALTER TABLE "mall_orders" DROP CONSTRAINT "mall_orders_pkey";
--> statement-breakpoint
ALTER TABLE "mall_payments" DROP CONSTRAINT "mall_payments_pkey";
--> statement-breakpoint
ALTER TABLE "mall_bank_transfer_sms" ADD CONSTRAINT "mall_bank_transfer_sms_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mall_contactors" ADD CONSTRAINT "mall_contactors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mall_invoice_profiles" ADD CONSTRAINT "mall_invoice_profiles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mall_invoices" ADD CONSTRAINT "mall_invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mall_grants" ADD CONSTRAINT "mall_grants_tenant_id_grant_pk" PRIMARY KEY("tenant_id","grant");
--> statement-breakpoint
ALTER TABLE "mall_licences" ADD CONSTRAINT "mall_licences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mall_coupon_users" ADD CONSTRAINT "mall_coupon_users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mall_payments" ADD CONSTRAINT "mall_payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "member_directory_one_owned_tenant" ON "member_directory" USING btree ("user_id") WHERE "member_directory"."role" = 'owner';
--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_members_one_owner" ON "tenant_members" USING btree ("tenant_id") WHERE "tenant_members"."role" = 'owner';
--> statement-breakpoint
ALTER TABLE "mall_payments" ADD CONSTRAINT "mall_payments_tenant_id_order_id_mall_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."mall_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "mall_bank_transfer_sms_tenant_id_sent_at_index" ON "mall_bank_transfer_sms" USING btree ("tenant_id","sent_at");
--> statement-breakpoint
CREATE INDEX "mall_coupon_users_tenant_id_expires_at_index" ON "mall_coupon_users" USING btree ("tenant_id","expires_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_tenant_id_order_no_index" ON "mall_orders" USING btree ("tenant_id","order_no");
--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_tenant_id_user_id_idempotency_key_index" ON "mall_orders" USING btree ("tenant_id","user_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "mall_orders_tenant_id_created_at_index" ON "mall_orders" USING btree ("tenant_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "mall_payments_tenant_id_trade_no_index" ON "mall_payments" USING btree ("tenant_id","trade_no");
--> statement-breakpoint
CREATE INDEX "mall_payments_tenant_id_order_id_index" ON "mall_payments" USING btree ("tenant_id","order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "mall_invoices_one_open_per_order" ON "mall_invoices" USING btree ("tenant_id","order_id") WHERE "mall_invoices"."status" <> 'voided';
--> statement-breakpoint
CREATE INDEX "mall_orders_unpaid_deadline_idx" ON "mall_orders" USING btree ("tenant_id","pay_deadline") WHERE "mall_orders"."status" = 'unpaid';
--> statement-breakpoint
ALTER TABLE "mall_invoice_profiles" ADD CONSTRAINT "mall_invoice_profiles_tenantId_productNo_mediaType_invoiceType_unique" UNIQUE("tenant_id","product_no","media_type","invoice_type");
--> statement-breakpoint
ALTER TABLE "mall_licences" ADD CONSTRAINT "mall_licences_tenantId_serviceCode_unique" UNIQUE("tenant_id","service_code");
--> statement-breakpoint
INSERT INTO "mall_reference_numbers" ("number", "kind", "tenant_id") SELECT "order_no", 'order', "tenant_id" FROM "mall_orders";
--> statement-breakpoint
INSERT INTO "mall_reference_numbers" ("number", "kind", "tenant_id") SELECT "trade_no", 'trade', "tenant_id" FROM "mall_payments";
--> statement-breakpoint
ALTER TABLE "mall_bank_transfer_sms" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "mall_contactors" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "mall_invoice_profiles" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "mall_invoices" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "mall_grants" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "mall_licences" DROP COLUMN "user_id";
--> statement-breakpoint
ALTER TABLE "mall_coupon_users" DROP COLUMN "user_id";
