CREATE TABLE "application_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"route" text NOT NULL,
	"payload" jsonb NOT NULL,
	"step" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"route" text NOT NULL,
	"module_type" text NOT NULL,
	"transaction_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "application_drafts" ADD CONSTRAINT "application_drafts_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_changes" ADD CONSTRAINT "application_status_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_transaction_id_transaction_histories_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transaction_histories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_drafts_owner_route" ON "application_drafts" USING btree ("taxpayer_id","route");--> statement-breakpoint
CREATE INDEX "application_status_changes_application" ON "application_status_changes" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "applications_taxpayer" ON "applications" USING btree ("taxpayer_id","created_at");--> statement-breakpoint
-- The status audit is append-only (issue 18): the database itself refuses to change or remove a row.
CREATE FUNCTION "application_status_changes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'application_status_changes is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "application_status_changes_append_only" BEFORE UPDATE OR DELETE ON "application_status_changes"
  FOR EACH ROW EXECUTE FUNCTION "application_status_changes_append_only"();
