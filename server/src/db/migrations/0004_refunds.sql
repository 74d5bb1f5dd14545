CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"checkout_id" text NOT NULL,
	"gateway" text NOT NULL,
	"reason" text NOT NULL,
	"amount" integer,
	"currency" text,
	"expected_amount" integer NOT NULL,
	"status" text NOT NULL,
	"gateway_refund_id" text,
	"failure" text,
	"approved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_checkout_id_unique" UNIQUE("checkout_id")
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transaction_histories_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transaction_histories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_status" ON "refunds" USING btree ("status","created_at");