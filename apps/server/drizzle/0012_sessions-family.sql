ALTER TABLE "sessions" ADD COLUMN "family_id" integer;--> statement-breakpoint
CREATE INDEX "sessions_family_id_index" ON "sessions" USING btree ("family_id");