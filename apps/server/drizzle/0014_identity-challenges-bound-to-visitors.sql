ALTER TABLE "captchas" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "slide_challenges" ADD COLUMN "visitor_id" text;