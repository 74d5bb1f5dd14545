CREATE TABLE "wallet_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"wallet_user_id" text NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "wallet_link_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "wallet_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"wallet_user_id" text NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_link_requests" ADD CONSTRAINT "wallet_link_requests_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_links" ADD CONSTRAINT "wallet_links_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_link_requests_account" ON "wallet_link_requests" USING btree ("taxpayer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_links_user" ON "wallet_links" USING btree ("provider","wallet_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_links_account" ON "wallet_links" USING btree ("provider","taxpayer_id");