ALTER TABLE "uploads" ADD COLUMN "referenced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_taxpayer_created" ON "uploads" USING btree ("taxpayer_id","created_at");--> statement-breakpoint
CREATE INDEX "uploads_unreferenced" ON "uploads" USING btree ("created_at") WHERE "uploads"."referenced_at" is null;--> statement-breakpoint
-- Uploads kept before references were tracked may be in use (a profile photo, a proof of payment):
-- count them as referenced, so the sweep of never-referenced uploads leaves them alone.
UPDATE "uploads" SET "referenced_at" = "created_at";
