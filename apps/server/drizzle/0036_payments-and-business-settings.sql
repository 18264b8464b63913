CREATE TABLE "sandbox_trades" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"transaction_id" text,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_trades_state" CHECK ("sandbox_trades"."state" in ('paid', 'failed', 'cancelled', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "business_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mall_payments" DROP CONSTRAINT "mall_payments_status";--> statement-breakpoint
ALTER TABLE "mall_payments" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_payments" ADD COLUMN "refund_no" text;--> statement-breakpoint
ALTER TABLE "mall_payments" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "mall_payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_payments" ADD COLUMN "refund_failure" text;--> statement-breakpoint
ALTER TABLE "mall_payments" ADD COLUMN "language" text;--> statement-breakpoint
CREATE INDEX "mall_payments_open_idx" ON "mall_payments" USING btree ("tenant_id","created_at") WHERE "mall_payments"."status" in ('pending', 'refund_due');--> statement-breakpoint
ALTER TABLE "mall_payments" ADD CONSTRAINT "mall_payments_status" CHECK ("mall_payments"."status" in ('pending', 'succeeded', 'failed', 'cancelled', 'refund_due', 'closed', 'refunded'));