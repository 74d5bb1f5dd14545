CREATE TABLE "payment_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"checkout_id" text,
	"refund_id" integer,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "gateway_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_audit" ADD CONSTRAINT "payment_audit_transaction_id_transaction_histories_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transaction_histories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_audit_transaction" ON "payment_audit" USING btree ("transaction_id","created_at");