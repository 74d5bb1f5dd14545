CREATE TABLE "application_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"system_module_id" integer NOT NULL,
	"name" text NOT NULL,
	"description_filipino" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barangays" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"municipality_code" text NOT NULL,
	CONSTRAINT "barangays_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "citizenships" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "citizenships_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cms_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_entries_type_unique" UNIQUE("type")
);
--> statement-breakpoint
CREATE TABLE "line_businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "line_businesses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "miscellaneous_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"office_id" integer NOT NULL,
	"system_module_id" integer,
	"application_status_id" integer,
	"account_title" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nature_businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_business_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "offices_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "organization_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "organization_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_e_services_menu" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cms_code" text NOT NULL,
	"description" text NOT NULL,
	"photo" text,
	"sequence" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "site_e_services_menu_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "system_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"description_filipino" text NOT NULL,
	"category" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"other_information" text,
	"photo" text,
	"cms_code" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "system_modules_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "application_statuses" ADD CONSTRAINT "application_statuses_system_module_id_system_modules_id_fk" FOREIGN KEY ("system_module_id") REFERENCES "public"."system_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miscellaneous_fees" ADD CONSTRAINT "miscellaneous_fees_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miscellaneous_fees" ADD CONSTRAINT "miscellaneous_fees_system_module_id_system_modules_id_fk" FOREIGN KEY ("system_module_id") REFERENCES "public"."system_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miscellaneous_fees" ADD CONSTRAINT "miscellaneous_fees_application_status_id_application_statuses_id_fk" FOREIGN KEY ("application_status_id") REFERENCES "public"."application_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nature_businesses" ADD CONSTRAINT "nature_businesses_line_business_id_line_businesses_id_fk" FOREIGN KEY ("line_business_id") REFERENCES "public"."line_businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_statuses_module_name" ON "application_statuses" USING btree ("system_module_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "miscellaneous_fees_office_title" ON "miscellaneous_fees" USING btree ("office_id","account_title");--> statement-breakpoint
CREATE UNIQUE INDEX "nature_businesses_line_name" ON "nature_businesses" USING btree ("line_business_id","name");