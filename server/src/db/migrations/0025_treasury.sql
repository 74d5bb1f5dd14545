CREATE TABLE "payment_proof_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" integer NOT NULL,
	"proof_url" text NOT NULL,
	"decision" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_deposits" (
	"day" date PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"entered_by" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "collected_by" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "payment_proof_reviews" ADD CONSTRAINT "payment_proof_reviews_transaction_id_transaction_histories_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transaction_histories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_proof_reviews_proof" ON "payment_proof_reviews" USING btree ("transaction_id","proof_url");--> statement-breakpoint
CREATE INDEX "taxpayers_email_lower" ON "taxpayers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "taxpayers_last_name_lower" ON "taxpayers" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "taxpayers_first_name_lower" ON "taxpayers" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "transaction_histories_paid_at" ON "transaction_histories" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "transaction_histories_subject" ON "transaction_histories" USING gin ("subject" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "transaction_histories_proof" ON "transaction_histories" USING btree ("updated_at") WHERE "transaction_histories"."proof_of_payment_url" is not null;--> statement-breakpoint
CREATE INDEX "rpt_properties_arp" ON "rpt_properties" USING btree ("arp_no");--> statement-breakpoint
CREATE INDEX "applications_payload" ON "applications" USING gin ("payload" jsonb_path_ops);
--> statement-breakpoint
-- The seeded roles of 0021 gain the treasury's and support's permissions (issue 28); a role an LGU
-- removed stays removed, and a permission already given is not given twice.
UPDATE "staff_roles" AS r SET "permissions" = r."permissions" || to_jsonb(ARRAY(
	SELECT p FROM jsonb_array_elements_text(g.given) AS p WHERE NOT r."permissions" ? p
)), "updated_at" = now()
FROM (VALUES
	('treasury', '["treasury.report","treasury.reconcile","payments.review","refunds.approve","support.search","cashier.post"]'::jsonb),
	('cashier', '["cashier.post","treasury.report","support.search"]'::jsonb),
	('support', '["support.search"]'::jsonb)
) AS g(code, given)
WHERE r."code" = g.code AND NOT r."built_in";
