-- Issue 11, names before they collide: the site's logo wall is not the partner programme, and money columns say their unit.
ALTER TABLE "partners" RENAME TO "partner_logos";--> statement-breakpoint
ALTER SEQUENCE "partners_id_seq" RENAME TO "partner_logos_id_seq";--> statement-breakpoint
ALTER TABLE "partner_translations" RENAME TO "partner_logo_translations";--> statement-breakpoint
ALTER TABLE "partner_logo_translations" RENAME COLUMN "partner_id" TO "logo_id";--> statement-breakpoint
ALTER TABLE "partner_logo_translations" RENAME CONSTRAINT "partner_translations_partner_id_partners_id_fk" TO "partner_logo_translations_logo_id_partner_logos_id_fk";--> statement-breakpoint
ALTER TABLE "partner_logo_translations" RENAME CONSTRAINT "partner_translations_partner_id_lang_pk" TO "partner_logo_translations_logo_id_lang_pk";--> statement-breakpoint
ALTER TABLE "mall_skus" RENAME COLUMN "price" TO "price_fen";--> statement-breakpoint
ALTER TABLE "mall_skus" RENAME COLUMN "list_price" TO "list_price_fen";--> statement-breakpoint
ALTER TABLE "mall_orders" RENAME COLUMN "amount" TO "amount_fen";--> statement-breakpoint
ALTER TABLE "mall_orders" RENAME COLUMN "discount" TO "discount_fen";--> statement-breakpoint
ALTER TABLE "mall_orders" RENAME COLUMN "final_amount" TO "final_amount_fen";--> statement-breakpoint
ALTER TABLE "mall_payments" RENAME COLUMN "amount" TO "amount_fen";--> statement-breakpoint
ALTER TABLE "mall_coupons" RENAME COLUMN "min_spend" TO "min_spend_fen";
