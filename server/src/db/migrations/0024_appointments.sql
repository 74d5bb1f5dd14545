CREATE TABLE "appointment_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"application_id" integer NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"state" text DEFAULT 'booked' NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"weekday" integer NOT NULL,
	"time" text NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_schedules_weekday" CHECK ("appointment_schedules"."weekday" between 1 and 7),
	CONSTRAINT "appointment_schedules_capacity" CHECK ("appointment_schedules"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_bookings_slot" ON "appointment_bookings" USING btree ("office","starts_at");--> statement-breakpoint
CREATE INDEX "appointment_bookings_taxpayer" ON "appointment_bookings" USING btree ("taxpayer_id","state");--> statement-breakpoint
CREATE INDEX "appointment_bookings_application" ON "appointment_bookings" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_schedules_office_day_time" ON "appointment_schedules" USING btree ("office","weekday","time");