ALTER TABLE "cms_entries" ADD COLUMN "body_fil" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "title_fil" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "body_fil" text;--> statement-breakpoint
ALTER TABLE "taxpayers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;