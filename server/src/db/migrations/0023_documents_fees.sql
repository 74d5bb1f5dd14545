CREATE TABLE "fee_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_sha256" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_prints" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"actor" text NOT NULL,
	"reprint" boolean NOT NULL,
	"reason" text NOT NULL,
	"printed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_sequences_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "issued_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"application_id" integer,
	"transaction_id" integer,
	"number" text NOT NULL,
	"verify_code" text NOT NULL,
	"facts" jsonb NOT NULL,
	"valid_until" date,
	"issued_by" text NOT NULL,
	"issued_by_name" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "issued_documents_verify_code_unique" UNIQUE("verify_code"),
	CONSTRAINT "issued_documents_kind_subject" UNIQUE("kind","subject_key"),
	CONSTRAINT "issued_documents_kind_number" UNIQUE("kind","number")
);
--> statement-breakpoint
ALTER TABLE "document_prints" ADD CONSTRAINT "document_prints_document_id_issued_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."issued_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_transaction_id_transaction_histories_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transaction_histories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_schedules_origin" ON "fee_schedules" USING btree ("origin","id");--> statement-breakpoint
CREATE INDEX "document_prints_document" ON "document_prints" USING btree ("document_id","id");--> statement-breakpoint
CREATE INDEX "issued_documents_application" ON "issued_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "issued_documents_transaction" ON "issued_documents" USING btree ("transaction_id");
--> statement-breakpoint
-- Issue 26: every document in one table. The business permits issued so far move in as they
-- were (number, verification code, validity, releasing officer), with their application's answers
-- as the facts the permit prints, so the codes their QRs carry keep verifying; the number series
-- keep counting where they were.
INSERT INTO "issued_documents" ("kind", "subject_key", "application_id", "transaction_id", "number", "verify_code", "facts", "valid_until", "issued_by", "issued_by_name", "issued_at")
SELECT 'business-permit', 'application:' || bp."application_id", bp."application_id", a."transaction_id", bp."permit_number", bp."verify_code", a."payload", bp."valid_until", bp."released_by", bp."released_by_name", bp."released_at"
FROM "business_permits" bp JOIN "applications" a ON a."id" = bp."application_id";--> statement-breakpoint
INSERT INTO "document_sequences" ("series", "year", "last") SELECT "kind", "year", "last" FROM "permit_sequences";--> statement-breakpoint
DROP TABLE "business_permits" CASCADE;--> statement-breakpoint
DROP TABLE "permit_sequences" CASCADE;
