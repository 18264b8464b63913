CREATE TABLE "partner_ordering" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_ordering_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"discount_bp" integer NOT NULL,
	"opened_by" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text,
	"closed_at" timestamp with time zone,
	CONSTRAINT "partner_ordering_discount" CHECK ("partner_ordering"."discount_bp" between 0 and 9000)
);
--> statement-breakpoint
CREATE TABLE "partner_ordering_top_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_ordering_top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"trade_no" text NOT NULL,
	"provider" text NOT NULL,
	"pay_type" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "partner_ordering_top_ups_status" CHECK ("partner_ordering_top_ups"."status" in ('pending', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "partner_ordering_top_ups_amount" CHECK ("partner_ordering_top_ups"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "partner_activations" ADD COLUMN "pay_mode" text DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_ordering" ADD CONSTRAINT "partner_ordering_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ordering_top_ups" ADD CONSTRAINT "partner_ordering_top_ups_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_ordering_open_idx" ON "partner_ordering" USING btree ("partner_id") WHERE "partner_ordering"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "partner_ordering_partner_id_id_index" ON "partner_ordering" USING btree ("partner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_ordering_top_ups_trade_no_index" ON "partner_ordering_top_ups" USING btree ("trade_no");--> statement-breakpoint
CREATE INDEX "partner_ordering_top_ups_partner_id_id_index" ON "partner_ordering_top_ups" USING btree ("partner_id","id");--> statement-breakpoint
ALTER TABLE "partner_activations" ADD CONSTRAINT "partner_activations_pay_mode" CHECK ("partner_activations"."pay_mode" in ('link', 'balance'));