CREATE TABLE "immunization_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_number" text NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"priority_group" text NOT NULL,
	"employment_type" text NOT NULL,
	"employer_name" text DEFAULT '' NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"extension_name" text DEFAULT '' NOT NULL,
	"birthdate" text NOT NULL,
	"gender" text NOT NULL,
	"civil_status" text DEFAULT '' NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"municipality_code" text NOT NULL,
	"municipality_name" text NOT NULL,
	"barangay_code" text NOT NULL,
	"barangay_name" text NOT NULL,
	"street" text NOT NULL,
	"philhealth_id_number" text DEFAULT '' NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "immunization_registrations_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
CREATE TABLE "incident_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_number" text NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"incident_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"municipality_code" text NOT NULL,
	"municipality_name" text NOT NULL,
	"barangay_code" text NOT NULL,
	"barangay_name" text NOT NULL,
	"street" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'RECEIVED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_reports_reference_number_unique" UNIQUE("reference_number")
);
--> statement-breakpoint
ALTER TABLE "immunization_registrations" ADD CONSTRAINT "immunization_registrations_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_reports" ADD CONSTRAINT "incident_reports_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "immunization_registrations_taxpayer" ON "immunization_registrations" USING btree ("taxpayer_id","created_at");--> statement-breakpoint
CREATE INDEX "incident_reports_taxpayer" ON "incident_reports" USING btree ("taxpayer_id","created_at");--> statement-breakpoint
CREATE INDEX "incident_reports_status" ON "incident_reports" USING btree ("status","created_at");