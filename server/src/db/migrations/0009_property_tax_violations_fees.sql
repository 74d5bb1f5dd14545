CREATE TABLE "rpt_billed_quarters" (
	"transaction_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"year" integer NOT NULL,
	"quarter" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpt_paid_quarters" (
	"property_id" integer NOT NULL,
	"year" integer NOT NULL,
	"quarter" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rpt_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"owner_name" text NOT NULL,
	"pin" text NOT NULL,
	"new_pin" text,
	"arp_no" text NOT NULL,
	"barangay" text NOT NULL,
	"survey_no" text,
	"kind" text NOT NULL,
	"classification" text NOT NULL,
	"assessed_value" bigint NOT NULL,
	"imported_paid_through" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rpt_properties_pin_unique" UNIQUE("pin")
);
--> statement-breakpoint
CREATE TABLE "nov_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"nov_no" text NOT NULL,
	"pin" text NOT NULL,
	"plate_no" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_transaction_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nov_notices_nov_no_unique" UNIQUE("nov_no")
);
--> statement-breakpoint
CREATE TABLE "nov_violations" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"article" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "soas" (
	"id" serial PRIMARY KEY NOT NULL,
	"soa_number" text NOT NULL,
	"payor_name" text NOT NULL,
	"bill_date" date NOT NULL,
	"amount" integer NOT NULL,
	"office" text NOT NULL,
	"description" text NOT NULL,
	"expires_on" date NOT NULL,
	"paid_transaction_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "soas_soa_number_unique" UNIQUE("soa_number")
);
--> statement-breakpoint
ALTER TABLE "rpt_billed_quarters" ADD CONSTRAINT "rpt_billed_quarters_property_id_rpt_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."rpt_properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rpt_paid_quarters" ADD CONSTRAINT "rpt_paid_quarters_property_id_rpt_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."rpt_properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nov_violations" ADD CONSTRAINT "nov_violations_notice_id_nov_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."nov_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rpt_billed_quarters_key" ON "rpt_billed_quarters" USING btree ("transaction_id","property_id","year","quarter");--> statement-breakpoint
CREATE INDEX "rpt_billed_quarters_property" ON "rpt_billed_quarters" USING btree ("property_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "rpt_paid_quarters_key" ON "rpt_paid_quarters" USING btree ("property_id","year","quarter");--> statement-breakpoint
CREATE INDEX "rpt_properties_owner" ON "rpt_properties" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "nov_violations_notice" ON "nov_violations" USING btree ("notice_id","position");