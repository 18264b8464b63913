CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"locked_by" text NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mall_service_translations" (
	"service_number" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"editions" jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "mall_service_translations_service_number_lang_pk" PRIMARY KEY("service_number","lang")
);
--> statement-breakpoint
CREATE TABLE "mall_services" (
	"service_number" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"display_ids" integer[] DEFAULT '{}' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_skus" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_number" text NOT NULL,
	"level" text,
	"kind" text NOT NULL,
	"subscribe_type" integer NOT NULL,
	"months" integer,
	"price" bigint NOT NULL,
	"list_price" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_bank_transfer_sms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_bank_transfer_sms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_contactors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_contactors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_invoice_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_invoice_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_no" text NOT NULL,
	"media_type" text NOT NULL,
	"invoice_type" text NOT NULL,
	"title_type" text NOT NULL,
	"title" text NOT NULL,
	"tax_id" text,
	"address" text,
	"phone" text,
	"bank" text,
	"account" text,
	"email" text,
	"receiver_name" text,
	"receiver_phone" text,
	"receiver_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_invoice_profiles_userId_productNo_mediaType_invoiceType_unique" UNIQUE("user_id","product_no","media_type","invoice_type")
);
--> statement-breakpoint
CREATE TABLE "mall_invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mall_service_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_service_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"company" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_grants" (
	"user_id" integer NOT NULL,
	"grant" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_grants_userId_grant_unique" UNIQUE("user_id","grant")
);
--> statement-breakpoint
CREATE TABLE "mall_licences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"service_code" text NOT NULL,
	"level" text NOT NULL,
	"users" integer NOT NULL,
	"stores" integer NOT NULL,
	"subscribe_type" integer NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purged_at" timestamp with time zone,
	CONSTRAINT "mall_licences_userId_serviceCode_unique" UNIQUE("user_id","service_code")
);
--> statement-breakpoint
CREATE TABLE "mall_coupon_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_coupon_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"granted_reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"names" jsonb NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_spend" bigint DEFAULT 0 NOT NULL,
	"service_number" text,
	"valid_days" integer NOT NULL,
	"welcome" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"service_number" text NOT NULL,
	"sku_id" integer,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"final_amount" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"pay_type" integer,
	"coupon_user_id" integer,
	"contactor_id" integer,
	"licence_id" integer,
	"quote" jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "mall_orders_orderNo_unique" UNIQUE("order_no"),
	CONSTRAINT "mall_orders_status" CHECK ("mall_orders"."status" in ('unpaid', 'paid', 'cancelled')),
	CONSTRAINT "mall_orders_amounts" CHECK ("mall_orders"."final_amount" >= 0 and "mall_orders"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mall_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trade_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"pay_type" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "mall_payments_tradeNo_unique" UNIQUE("trade_no"),
	CONSTRAINT "mall_payments_status" CHECK ("mall_payments"."status" in ('pending', 'succeeded', 'failed', 'cancelled', 'refund_due'))
);
--> statement-breakpoint
ALTER TABLE "mall_service_translations" ADD CONSTRAINT "mall_service_translations_service_number_mall_services_service_number_fk" FOREIGN KEY ("service_number") REFERENCES "public"."mall_services"("service_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_skus" ADD CONSTRAINT "mall_skus_service_number_mall_services_service_number_fk" FOREIGN KEY ("service_number") REFERENCES "public"."mall_services"("service_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_coupon_users" ADD CONSTRAINT "mall_coupon_users_coupon_id_mall_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."mall_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_payments" ADD CONSTRAINT "mall_payments_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_skus_service_number_kind_sort_order_index" ON "mall_skus" USING btree ("service_number","kind","sort_order");--> statement-breakpoint
CREATE INDEX "mall_bank_transfer_sms_user_id_sent_at_index" ON "mall_bank_transfer_sms" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "mall_contactors_user_id_index" ON "mall_contactors" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_invoices_one_open_per_order" ON "mall_invoices" USING btree ("order_id") WHERE "mall_invoices"."status" <> 'voided';--> statement-breakpoint
CREATE INDEX "mall_invoices_user_id_index" ON "mall_invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mall_coupon_users_user_id_expires_at_index" ON "mall_coupon_users" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_user_id_idempotency_key_index" ON "mall_orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "mall_orders_user_id_created_at_index" ON "mall_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_orders_unpaid_deadline_idx" ON "mall_orders" USING btree ("pay_deadline") WHERE "mall_orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "mall_payments_order_id_index" ON "mall_payments" USING btree ("order_id");