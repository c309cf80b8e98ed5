DROP INDEX "posts_content_search_idx";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "content_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, content)) STORED;--> statement-breakpoint
CREATE INDEX "posts_content_search_idx" ON "posts" USING gin ("content_search");