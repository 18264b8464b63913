-- The home banner advertised "first year 20% off", which the mall never applied. It now claims the
-- free trial the product gives (the Professional edition for 15 days), and Arabic has its own banner.
UPDATE "advertisements" SET "alt_text" = 'Free for 15 days: the Professional edition, every feature, free for 15 days'
  WHERE "product_id" = 30 AND "position" IN (69, 71) AND "lang" = 'en-US' AND "alt_text" LIKE '%20%';
--> statement-breakpoint
UPDATE "advertisements" SET "alt_text" = '免费试用：专业版全部功能免费试用 15 天，试用结束再选择版本'
  WHERE "product_id" = 30 AND "position" IN (69, 71) AND "lang" = 'zh-CN' AND "alt_text" LIKE '%八折%';
--> statement-breakpoint
UPDATE "advertisements" SET "alt_text" = '免費試用：專業版全部功能免費試用 15 天，試用結束再選擇版本'
  WHERE "product_id" = 30 AND "position" IN (69, 71) AND "lang" = 'zh-TW' AND "alt_text" LIKE '%八折%';
--> statement-breakpoint
INSERT INTO "advertisements" ("product_id", "position", "lang", "image_url", "link_url", "alt_text", "starts_at")
SELECT 30, "position", 'ar', replace("image_url", '.en-US.svg', '.ar.svg'), "link_url",
  'مجانًا لمدة 15 يومًا: الإصدار الاحترافي بكل ميزاته مجانًا لمدة 15 يومًا', "starts_at"
FROM "advertisements"
WHERE "product_id" = 30 AND "position" IN (69, 71) AND "lang" = 'en-US' AND "image_url" LIKE '/images/ads/home-banner-%'
  AND NOT EXISTS (SELECT 1 FROM "advertisements" AS "ar" WHERE "ar"."product_id" = 30 AND "ar"."lang" = 'ar');
