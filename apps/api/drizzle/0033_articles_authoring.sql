CREATE TABLE "article_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_json" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "cover_image_id" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "article_slug_history" ADD CONSTRAINT "article_slug_history_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_slug_history_article_idx" ON "article_slug_history" USING btree ("article_id");