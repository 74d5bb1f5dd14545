ALTER TABLE "barangays" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "barangays_municipality_code" ON "barangays" USING btree ("municipality_code");--> statement-breakpoint
CREATE INDEX "places_level_parent_code" ON "places" USING btree ("level","parent_code");