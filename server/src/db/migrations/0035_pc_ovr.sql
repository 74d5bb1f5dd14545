CREATE TABLE "ordinance_violation_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"photo_url" text NOT NULL,
	"transaction_id" integer NOT NULL,
	"soa_number" text NOT NULL,
	"soa_expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ordinance_violation_receipts_soa_number_unique" UNIQUE("soa_number")
);
--> statement-breakpoint
CREATE TABLE "ovr_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ovr_no" text NOT NULL,
	"violator_name" text NOT NULL,
	"violator_last_name" text NOT NULL,
	"apprehended_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"plate_no" text DEFAULT '' NOT NULL,
	"violations" jsonb NOT NULL,
	"total_amount" integer NOT NULL,
	"paid_transaction_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ovr_tickets_ovr_no_unique" UNIQUE("ovr_no")
);
--> statement-breakpoint
ALTER TABLE "ordinance_violation_receipts" ADD CONSTRAINT "ordinance_violation_receipts_ticket_id_ovr_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."ovr_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordinance_violation_receipts" ADD CONSTRAINT "ordinance_violation_receipts_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ordinance_violation_receipts" ADD CONSTRAINT "ordinance_violation_receipts_transaction_id_transaction_histories_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transaction_histories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ordinance_violation_receipts_one" ON "ordinance_violation_receipts" USING btree ("ticket_id","taxpayer_id");--> statement-breakpoint
-- The police station's officers (issue 27): they review police clearance applications, ask for
-- the biometrics appearance, mark it done or missed, and print and release the clearance. An LGU
-- gives the role to whom it chooses (/console/roles), as the licensing officer's.
INSERT INTO "staff_roles" ("code", "name", "name_fil", "office_code", "permissions", "built_in") VALUES
	('police', 'Police clearance officer', 'Opisyal ng police clearance', 'police', '["applications.view","applications.review","applications.return","applications.release"]', false)
ON CONFLICT DO NOTHING;
