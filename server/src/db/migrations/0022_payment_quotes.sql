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
CREATE INDEX "payment_audit_transaction" ON "payment_audit" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE OR REPLACE VIEW "audit_trail" AS
	SELECT 'event'::text AS "source", "id", "actor", "action", "subject", "detail", "created_at" FROM "audit_events"
	UNION ALL
	SELECT 'staff', "id", "actor", 'staff.' || replace("action", ' ', '-'), 'staff:' || "staff_id", "detail", "created_at" FROM "staff_audit"
	UNION ALL
	SELECT 'account', "id", "actor", 'account.' || replace("action", ' ', '-'), 'taxpayer:' || "taxpayer_id", jsonb_build_object('reason', "reason"), "created_at" FROM "account_audit"
	UNION ALL
	SELECT 'application', "id", "actor", 'application.move', 'application:' || "application_id", jsonb_build_object('from', "from_status", 'to', "to_status", 'reason', "reason"), "created_at" FROM "application_status_changes"
	UNION ALL
	SELECT 'payment', "id", "actor", 'payment.' || replace("action", '_', '-'), 'transaction:' || "transaction_id", jsonb_build_object('detail', "detail", 'checkout_id', "checkout_id", 'refund_id', "refund_id"), "created_at" FROM "payment_audit";
