CREATE TABLE "btax_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"bin" text NOT NULL,
	"year" integer NOT NULL,
	"period" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text,
	"owner_name" text,
	"ownership" text,
	"address" text,
	"date_processed" text,
	"expiration_date" text,
	"qtr_from" integer,
	"qtr_to" integer,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paid_transaction_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"url" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_checked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"type" text NOT NULL,
	"checkout_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_histories" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"reference_number" text NOT NULL,
	"module_type" text NOT NULL,
	"transaction_type" text NOT NULL,
	"application_status_id" integer,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"convenience_fee" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"subject" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"official_receipt_number" text,
	"proof_of_payment_url" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_histories_reference_number_unique" UNIQUE("reference_number"),
	CONSTRAINT "transaction_histories_official_receipt_number_unique" UNIQUE("official_receipt_number")
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_transaction_id_transaction_histories_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transaction_histories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_histories" ADD CONSTRAINT "transaction_histories_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "btax_bills_key" ON "btax_bills" USING btree ("source","bin","year","period");--> statement-breakpoint
CREATE INDEX "btax_bills_bin" ON "btax_bills" USING btree ("bin");--> statement-breakpoint
CREATE INDEX "checkouts_transaction" ON "checkouts" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "checkouts_status" ON "checkouts" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_key" ON "idempotency_keys" USING btree ("taxpayer_id","key");--> statement-breakpoint
CREATE INDEX "transaction_histories_taxpayer" ON "transaction_histories" USING btree ("taxpayer_id","created_at");