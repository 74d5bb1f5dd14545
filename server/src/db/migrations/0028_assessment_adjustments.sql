CREATE TABLE "assessment_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"schedule_lines" jsonb NOT NULL,
	"schedule_total" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"adjusted_total" bigint NOT NULL,
	"share_below_bp" integer NOT NULL,
	"approval_share_bp" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"adjusted_by" text NOT NULL,
	"adjusted_by_name" text NOT NULL,
	"adjusted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"soa_id" integer
);
--> statement-breakpoint
ALTER TABLE "assessment_adjustments" ADD CONSTRAINT "assessment_adjustments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_adjustments" ADD CONSTRAINT "assessment_adjustments_soa_id_application_soas_id_fk" FOREIGN KEY ("soa_id") REFERENCES "public"."application_soas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_adjustments_application" ON "assessment_adjustments" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "assessment_adjustments_state" ON "assessment_adjustments" USING btree ("state","adjusted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_adjustments_one_pending" ON "assessment_adjustments" USING btree ("application_id") WHERE "assessment_adjustments"."state" = 'pending';
--> statement-breakpoint
-- Approving an adjustment below the schedule is a permission of its own (staff-permissions.ts:
-- assessment.approve), held by a new seeded role of the treasury, the treasurer, who also assesses;
-- an LGU gives it to whom it chooses (/console/roles). No seeded role had it before, so no single
-- officer can both lower a fee past the share and approve it.
INSERT INTO "staff_roles" ("code", "name", "name_fil", "office_code", "permissions", "built_in") VALUES
	('treasurer', 'Treasurer (approves fee adjustments)', 'Ingat-yaman (nag-aapruba ng pagbabago sa bayarin)', 'treasury', '["applications.view","applications.assess","assessment.approve","documents.print","treasury.report"]', false)
ON CONFLICT DO NOTHING;
