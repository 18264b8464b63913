CREATE TABLE "partner_activations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_activations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"service_number" text NOT NULL,
	"sku_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_activations" ADD CONSTRAINT "partner_activations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_activations_partner_id_id_index" ON "partner_activations" USING btree ("partner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_activations_order_no_index" ON "partner_activations" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "partner_activations_merchant_id_service_number_index" ON "partner_activations" USING btree ("merchant_id","service_number");