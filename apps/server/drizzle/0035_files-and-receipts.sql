CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_payment_receipts" (
	"tenant_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"trade_no" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"printed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_payment_receipts_tenant_id_payment_id_pk" PRIMARY KEY("tenant_id","payment_id"),
	CONSTRAINT "mall_payment_receipts_status" CHECK ("mall_payment_receipts"."status" in ('printed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mall_payment_receipts" ADD CONSTRAINT "mall_payment_receipts_tenant_id_payment_id_mall_payments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."mall_payments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;