CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_fil" text,
	"summary" text NOT NULL,
	"summary_fil" text,
	"body" text NOT NULL,
	"body_fil" text,
	"category" text NOT NULL,
	"cover" jsonb,
	"video_url" text,
	"featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"unpublished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "news_articles_published" ON "news_articles" USING btree ("published_at");