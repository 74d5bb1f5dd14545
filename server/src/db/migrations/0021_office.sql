CREATE TABLE "staff_offices" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fil" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_fil" text,
	"office_code" text,
	"permissions" jsonb NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"username" text NOT NULL,
	"outcome" text NOT NULL,
	"address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_sha256" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"stage" text,
	"processed" integer DEFAULT 0 NOT NULL,
	"outcome" jsonb,
	"problems" jsonb,
	"problem_count" integer DEFAULT 0 NOT NULL,
	"actor" text NOT NULL,
	"via" text NOT NULL,
	"file_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD COLUMN "detail" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_office_code_staff_offices_code_fk" FOREIGN KEY ("office_code") REFERENCES "public"."staff_offices"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_ins" ADD CONSTRAINT "staff_sign_ins_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_sign_ins_at" ON "staff_sign_ins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "staff_sign_ins_staff" ON "staff_sign_ins" USING btree ("staff_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_at" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor" ON "audit_events" USING btree ("actor","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_action" ON "audit_events" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "import_runs_created" ON "import_runs" USING btree ("created_at");--> statement-breakpoint
CREATE VIEW "audit_trail" AS
	SELECT 'event'::text AS "source", "id", "actor", "action", "subject", "detail", "created_at" FROM "audit_events"
	UNION ALL
	SELECT 'staff', "id", "actor", 'staff.' || replace("action", ' ', '-'), 'staff:' || "staff_id", "detail", "created_at" FROM "staff_audit"
	UNION ALL
	SELECT 'account', "id", "actor", 'account.' || replace("action", ' ', '-'), 'taxpayer:' || "taxpayer_id", jsonb_build_object('reason', "reason"), "created_at" FROM "account_audit"
	UNION ALL
	SELECT 'application', "id", "actor", 'application.move', 'application:' || "application_id", jsonb_build_object('from', "from_status", 'to', "to_status", 'reason', "reason"), "created_at" FROM "application_status_changes";
--> statement-breakpoint
INSERT INTO "staff_offices" ("code", "name", "name_fil") VALUES
	('licensing', 'Business Permits and Licensing Office', 'Tanggapan ng Permit sa Negosyo at Lisensya'),
	('treasury', 'Treasurer''s Office', 'Tanggapan ng Ingat-yaman'),
	('zoning', 'Zoning Office', 'Tanggapan ng Zoning'),
	('fire', 'Bureau of Fire Protection', 'Kawanihan ng Pangangalaga sa Sunog'),
	('health', 'Health Office', 'Tanggapan ng Kalusugan'),
	('engineering', 'Engineering Office', 'Tanggapan ng Inhinyero'),
	('civil-registry', 'Civil Registry Office', 'Tanggapan ng Rehistro Sibil'),
	('police', 'Police Station', 'Himpilan ng Pulisya')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "staff_roles" ("code", "name", "name_fil", "office_code", "permissions", "built_in") VALUES
	('administrator', 'Administrator', 'Administrador', NULL, '["*"]', true),
	('licensing', 'Licensing officer', 'Opisyal ng paglilisensya', 'licensing', '["applications.view","applications.review","applications.return","applications.release"]', false),
	('treasury', 'Treasury assessor', 'Tagasuri ng ingat-yaman', 'treasury', '["applications.view","applications.assess","applications.return"]', false),
	('cashier', 'Cashier', 'Kahero', 'treasury', '["applications.view"]', false),
	('support', 'Taxpayer support', 'Suporta sa nagbabayad ng buwis', NULL, '["applications.view"]', false),
	('operator', 'Portal operator', 'Operator ng portal', NULL, '["imports.run","content.edit","settings.edit","fees.edit","audit.view"]', false)
ON CONFLICT DO NOTHING;
