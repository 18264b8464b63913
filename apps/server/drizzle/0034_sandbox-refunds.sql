CREATE TABLE "sandbox_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"refund_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"total_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"refund_id" text NOT NULL,
	"refunded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_refunds_refundNo_unique" UNIQUE("refund_no"),
	CONSTRAINT "sandbox_refunds_tradeNo_unique" UNIQUE("trade_no"),
	CONSTRAINT "sandbox_refunds_amount" CHECK ("sandbox_refunds"."amount_fen" > 0 and "sandbox_refunds"."amount_fen" <= "sandbox_refunds"."total_fen")
);
