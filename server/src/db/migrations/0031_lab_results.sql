CREATE TABLE "application_lab_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"test" text NOT NULL,
	"passed" boolean NOT NULL,
	"finding" text NOT NULL,
	"examined_on" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_lab_results" ADD CONSTRAINT "application_lab_results_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_lab_results_application" ON "application_lab_results" USING btree ("application_id","test");--> statement-breakpoint
-- The Health Office's officer (issue 27): reviews health certificates and occupational health
-- permits, records the laboratory's results, releases the card and prints it. An LGU may change
-- the role in /console/roles; an existing role of that code is left as it is.
INSERT INTO "staff_offices" ("code", "name", "name_fil") VALUES ('health', 'Health Office', 'Tanggapan ng Kalusugan')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "staff_roles" ("code", "name", "name_fil", "office_code", "permissions", "built_in") VALUES
	('health', 'Health officer', 'Opisyal ng kalusugan', 'health', '["applications.view","applications.review","applications.return","applications.lab","applications.release","documents.print"]', false)
ON CONFLICT DO NOTHING;
