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
CREATE INDEX "issued_documents_transaction" ON "issued_documents" USING btree ("transaction_id");--> statement-breakpoint
-- Issue 26: every document in one table. The business permits issued so far move in as they
-- were (number, verification code, validity, releasing officer), with their application's answers
-- as the facts the permit prints, so the codes their QRs carry keep verifying; the number series
-- keep counting where they were.
INSERT INTO "issued_documents" ("kind", "subject_key", "application_id", "transaction_id", "number", "verify_code", "facts", "valid_until", "issued_by", "issued_by_name", "issued_at")
SELECT 'business-permit', 'application:' || bp."application_id", bp."application_id", a."transaction_id", bp."permit_number", bp."verify_code", a."payload", bp."valid_until", bp."released_by", bp."released_by_name", bp."released_at"
FROM "business_permits" bp JOIN "applications" a ON a."id" = bp."application_id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "document_sequences" ("series", "year", "last") SELECT "kind", "year", "last" FROM "permit_sequences"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- An expand step (docs/migrations.md): business_permits and permit_sequences stay for the
-- release before, whose instances keep serving until the last is replaced. Until a later contract
-- step drops them, triggers keep both sides in step: a permit either release issues is in both
-- tables (either verifies it), and a number either takes advances both counters (none is issued
-- twice). pg_trigger_depth() stops each copy from echoing back.
CREATE OR REPLACE FUNCTION bayan_permit_to_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  INSERT INTO "issued_documents" ("kind", "subject_key", "application_id", "transaction_id", "number", "verify_code", "facts", "valid_until", "issued_by", "issued_by_name", "issued_at")
  SELECT 'business-permit', 'application:' || NEW."application_id", NEW."application_id", a."transaction_id", NEW."permit_number", NEW."verify_code", a."payload", NEW."valid_until", NEW."released_by", NEW."released_by_name", NEW."released_at"
  FROM "applications" a WHERE a."id" = NEW."application_id"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "business_permits_to_documents" AFTER INSERT ON "business_permits"
FOR EACH ROW EXECUTE FUNCTION bayan_permit_to_document();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bayan_document_to_permit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  INSERT INTO "business_permits" ("application_id", "permit_number", "verify_code", "valid_until", "released_by_name", "released_by", "released_at")
  VALUES (NEW."application_id", NEW."number", NEW."verify_code", NEW."valid_until", NEW."issued_by_name", NEW."issued_by", NEW."issued_at")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "issued_documents_to_business_permits" AFTER INSERT ON "issued_documents"
FOR EACH ROW WHEN (NEW."kind" = 'business-permit' AND NEW."application_id" IS NOT NULL AND NEW."valid_until" IS NOT NULL)
EXECUTE FUNCTION bayan_document_to_permit();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bayan_permit_sequence_to_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  INSERT INTO "document_sequences" AS s ("series", "year", "last") VALUES (NEW."kind", NEW."year", NEW."last")
  ON CONFLICT ("series", "year") DO UPDATE SET "last" = EXCLUDED."last" WHERE s."last" < EXCLUDED."last";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "permit_sequences_to_documents" AFTER INSERT OR UPDATE ON "permit_sequences"
FOR EACH ROW EXECUTE FUNCTION bayan_permit_sequence_to_document();--> statement-breakpoint
CREATE OR REPLACE FUNCTION bayan_document_sequence_to_permit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  INSERT INTO "permit_sequences" AS s ("kind", "year", "last") VALUES (NEW."series", NEW."year", NEW."last")
  ON CONFLICT ("kind", "year") DO UPDATE SET "last" = EXCLUDED."last" WHERE s."last" < EXCLUDED."last";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only the release before's two series: the kinds this release adds number on their own.
CREATE TRIGGER "document_sequences_to_permits" AFTER INSERT OR UPDATE ON "document_sequences"
FOR EACH ROW WHEN (NEW."series" IN ('PERMIT', 'SOA'))
EXECUTE FUNCTION bayan_document_sequence_to_permit();--> statement-breakpoint
-- The audit log (issue 28) reads the documents' prints and the fee schedule's versions too.
CREATE OR REPLACE VIEW "audit_trail" AS
	SELECT 'event'::text AS "source", "id", "actor", "action", "subject", "detail", "created_at" FROM "audit_events"
	UNION ALL
	SELECT 'staff', "id", "actor", 'staff.' || replace("action", ' ', '-'), 'staff:' || "staff_id", "detail", "created_at" FROM "staff_audit"
	UNION ALL
	SELECT 'account', "id", "actor", 'account.' || replace("action", ' ', '-'), 'taxpayer:' || "taxpayer_id", jsonb_build_object('reason', "reason"), "created_at" FROM "account_audit"
	UNION ALL
	SELECT 'application', "id", "actor", 'application.move', 'application:' || "application_id", jsonb_build_object('from', "from_status", 'to', "to_status", 'reason', "reason"), "created_at" FROM "application_status_changes"
	UNION ALL
	SELECT 'payment', "id", "actor", 'payment.' || replace("action", '_', '-'), 'transaction:' || "transaction_id", jsonb_build_object('detail', "detail", 'checkout_id', "checkout_id", 'refund_id', "refund_id"), "created_at" FROM "payment_audit"
	UNION ALL
	SELECT 'document', p."id", p."actor", CASE WHEN p."reprint" THEN 'document.reprint' ELSE 'document.print' END, d."number", jsonb_build_object('kind', d."kind", 'reason', p."reason"), p."printed_at" FROM "document_prints" p JOIN "issued_documents" d ON d."id" = p."document_id"
	UNION ALL
	SELECT 'fees', "id", "origin", 'fees.schedule', 'fee_schedule:' || "id", jsonb_build_object('version', "id"), "created_at" FROM "fee_schedules";--> statement-breakpoint
-- Printing issued documents is a permission of its own (staff-permissions.ts), given to the seeded
-- roles of the offices that hand documents over: licensing (permits), the treasury's assessor
-- (statements of account) and the cashier (official receipts).
UPDATE "staff_roles" SET "permissions" = "permissions" || '["documents.print"]'::jsonb
WHERE "code" IN ('licensing', 'treasury', 'cashier') AND NOT ("permissions" @> '["documents.print"]'::jsonb);
