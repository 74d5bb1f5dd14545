CREATE TABLE "super_app_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "super_app_link_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "super_app_links" (
	"user_id" text PRIMARY KEY NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"password_pending" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "super_app_links_taxpayer_id_unique" UNIQUE("taxpayer_id")
);
--> statement-breakpoint
CREATE TABLE "super_app_sandbox_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"secret_hash" text NOT NULL,
	"identity" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "super_app_sandbox_grants_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "super_app_link_requests" ADD CONSTRAINT "super_app_link_requests_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "super_app_links" ADD CONSTRAINT "super_app_links_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "super_app_link_requests_taxpayer" ON "super_app_link_requests" USING btree ("taxpayer_id");