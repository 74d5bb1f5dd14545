CREATE TABLE "application_soas" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"soa_number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total" integer NOT NULL,
	"expires_on" date NOT NULL,
	"issued_by" text NOT NULL,
	"paid_transaction_id" integer,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_soas_soa_number_unique" UNIQUE("soa_number")
);
--> statement-breakpoint
CREATE TABLE "business_permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"permit_number" text NOT NULL,
	"verify_code" text NOT NULL,
	"valid_until" date NOT NULL,
	"released_by_name" text NOT NULL,
	"released_by" text NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	CONSTRAINT "business_permits_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "business_permits_permit_number_unique" UNIQUE("permit_number"),
	CONSTRAINT "business_permits_verify_code_unique" UNIQUE("verify_code")
);
--> statement-breakpoint
CREATE TABLE "permit_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "permit_sequences_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
ALTER TABLE "application_soas" ADD CONSTRAINT "application_soas_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_permits" ADD CONSTRAINT "business_permits_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_soas_application" ON "application_soas" USING btree ("application_id","id");