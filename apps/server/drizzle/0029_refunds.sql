CREATE TABLE "mall_refunds" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mall_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"refund_no" text NOT NULL,
	"provider" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"provider_refund_id" text,
	"failure_reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "mall_refunds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "mall_refunds_status" CHECK ("mall_refunds"."status" in ('refunding', 'refunded', 'failed')),
	CONSTRAINT "mall_refunds_amount" CHECK ("mall_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "mall_orders" DROP CONSTRAINT "mall_orders_status";--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "licence_before" jsonb;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_refunds" ADD CONSTRAINT "mall_refunds_tenant_id_order_id_mall_orders_tenant_id_id_fk" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."mall_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_refunds_tenant_id_order_id_index" ON "mall_refunds" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_refunds_tenant_id_refund_no_index" ON "mall_refunds" USING btree ("tenant_id","refund_no");--> statement-breakpoint
CREATE INDEX "mall_refunds_refunding_idx" ON "mall_refunds" USING btree ("tenant_id","claimed_until") WHERE "mall_refunds"."status" = 'refunding';--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_status" CHECK ("mall_orders"."status" in ('unpaid', 'paid', 'cancelled', 'refunding', 'refunded'));