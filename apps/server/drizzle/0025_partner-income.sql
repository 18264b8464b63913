CREATE TABLE "sandbox_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payout_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"card_no_last4" text NOT NULL,
	"bank_code" text NOT NULL,
	"payee_name" text NOT NULL,
	"memo" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"failure_reason" text,
	CONSTRAINT "sandbox_payouts_payoutNo_unique" UNIQUE("payout_no"),
	CONSTRAINT "sandbox_payouts_status" CHECK ("sandbox_payouts"."status" in ('processing', 'succeeded', 'failed')),
	CONSTRAINT "sandbox_payouts_amount" CHECK ("sandbox_payouts"."amount_fen" > 0),
	CONSTRAINT "sandbox_payouts_card_last4" CHECK ("sandbox_payouts"."card_no_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "partner_payees" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"bank_code" text NOT NULL,
	"resident_id" text NOT NULL,
	"payee_name" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_rebates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_rebates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"service_number" text NOT NULL,
	"promoter_id" integer,
	"source_partner_id" integer,
	"base_fen" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"matures_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "partner_rebates_state" CHECK ("partner_rebates"."state" in ('pending', 'withdrawable', 'reversed')),
	CONSTRAINT "partner_rebates_kind" CHECK ("partner_rebates"."kind" in ('direct', 'override')),
	CONSTRAINT "partner_rebates_amount" CHECK ("partner_rebates"."amount_fen" > 0 and "partner_rebates"."base_fen" >= "partner_rebates"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "partner_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"withdrawal_no" text NOT NULL,
	"partner_id" integer NOT NULL,
	"gross_fen" bigint NOT NULL,
	"tax_fen" bigint NOT NULL,
	"net_fen" bigint NOT NULL,
	"state" text DEFAULT 'withdrawing' NOT NULL,
	"card_no" text NOT NULL,
	"bank_code" text NOT NULL,
	"payee_name" text NOT NULL,
	"resident_id" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"reject_reason" text,
	"payout_ref" text,
	CONSTRAINT "partner_withdrawals_withdrawalNo_unique" UNIQUE("withdrawal_no"),
	CONSTRAINT "partner_withdrawals_state" CHECK ("partner_withdrawals"."state" in ('withdrawing', 'withdrawn', 'rejected')),
	CONSTRAINT "partner_withdrawals_amounts" CHECK ("partner_withdrawals"."gross_fen" > 0 and "partner_withdrawals"."tax_fen" >= 0 and "partner_withdrawals"."net_fen" = "partner_withdrawals"."gross_fen" - "partner_withdrawals"."tax_fen")
);
--> statement-breakpoint
ALTER TABLE "partner_payees" ADD CONSTRAINT "partner_payees_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_rebates" ADD CONSTRAINT "partner_rebates_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_rebates" ADD CONSTRAINT "partner_rebates_promoter_id_promoters_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_rebates" ADD CONSTRAINT "partner_rebates_source_partner_id_partners_id_fk" FOREIGN KEY ("source_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_withdrawals" ADD CONSTRAINT "partner_withdrawals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payouts_created_at_index" ON "sandbox_payouts" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_rebates_merchant_id_order_id_partner_id_kind_index" ON "partner_rebates" USING btree ("merchant_id","order_id","partner_id","kind");--> statement-breakpoint
CREATE INDEX "partner_rebates_partner_id_earned_at_index" ON "partner_rebates" USING btree ("partner_id","earned_at");--> statement-breakpoint
CREATE INDEX "partner_rebates_matures_at_index" ON "partner_rebates" USING btree ("matures_at") WHERE "partner_rebates"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "partner_withdrawals_partner_id_requested_at_index" ON "partner_withdrawals" USING btree ("partner_id","requested_at");