CREATE TABLE "account_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mfa_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"setup_required" boolean NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "mfa_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxpayer_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_reauthentications" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"method" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "taxpayer_mfa" (
	"taxpayer_id" integer PRIMARY KEY NOT NULL,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"totp_secret" text,
	"totp_last_step" integer,
	"pending_totp_secret" text,
	"pending_totp_at" timestamp with time zone,
	"user_id" text,
	"pin_hash" text,
	"pin_failures" integer DEFAULT 0 NOT NULL,
	"pin_locked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_audit" ADD CONSTRAINT "account_audit_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD CONSTRAINT "mfa_challenges_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reauthentications" ADD CONSTRAINT "session_reauthentications_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxpayer_mfa" ADD CONSTRAINT "taxpayer_mfa_taxpayer_id_taxpayers_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_audit_taxpayer" ON "account_audit" USING btree ("taxpayer_id","created_at");--> statement-breakpoint
CREATE INDEX "mfa_challenges_taxpayer" ON "mfa_challenges" USING btree ("taxpayer_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_taxpayer" ON "recovery_codes" USING btree ("taxpayer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "taxpayer_mfa_user_id" ON "taxpayer_mfa" USING btree ("user_id") WHERE "taxpayer_mfa"."user_id" is not null;