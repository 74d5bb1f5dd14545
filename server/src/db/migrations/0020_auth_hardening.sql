ALTER TABLE "nov_notices" ALTER COLUMN "pin" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "nov_notices" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "mfa_challenges" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "taxpayer_mfa" ADD COLUMN "factor_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "taxpayer_mfa" ADD COLUMN "factor_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "super_app_link_requests" ADD COLUMN "challenge_id" integer;