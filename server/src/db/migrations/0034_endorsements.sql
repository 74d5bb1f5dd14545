CREATE TABLE "application_endorsements" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"office" text NOT NULL,
	"decision" text NOT NULL,
	"round" integer NOT NULL,
	"actor" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_endorsements" ADD CONSTRAINT "application_endorsements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_endorsements_application" ON "application_endorsements" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_endorsements_cleared_once" ON "application_endorsements" USING btree ("application_id","office") WHERE "application_endorsements"."decision" = 'cleared';--> statement-breakpoint
-- The offices a business permit is endorsed to (JMC 2016-01: zoning, the Bureau of Fire Protection,
-- the health office for the sanitary permit, engineering) and an officer role for each, holding only
-- endorsements.clear: they see and open only what is endorsed to their office, and clear it or
-- return it (the permission's routes scope them to their office). The offices were shipped by 0021;
-- an LGU that removed one has it again only if no office has its code. The health office's role is
-- the sanitary inspector's ('sanitary'), apart from any other role of that office (the laboratory's).
INSERT INTO "staff_offices" ("code", "name", "name_fil") VALUES
	('zoning', 'Zoning Office', 'Tanggapan ng Zoning'),
	('fire', 'Bureau of Fire Protection', 'Kawanihan ng Pangangalaga sa Sunog'),
	('health', 'Health Office', 'Tanggapan ng Kalusugan'),
	('engineering', 'Engineering Office', 'Tanggapan ng Inhinyero')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "staff_roles" ("code", "name", "name_fil", "office_code", "permissions", "built_in") VALUES
	('zoning', 'Zoning officer', 'Opisyal ng zoning', 'zoning', '["endorsements.clear"]', false),
	('fire', 'Fire safety inspector', 'Inspektor ng kaligtasan sa sunog', 'fire', '["endorsements.clear"]', false),
	('sanitary', 'Sanitary inspector', 'Inspektor ng sanitasyon', 'health', '["endorsements.clear"]', false),
	('engineering', 'Building official', 'Opisyal ng gusali', 'engineering', '["endorsements.clear"]', false)
ON CONFLICT DO NOTHING;
