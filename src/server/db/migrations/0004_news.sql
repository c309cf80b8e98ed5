-- Industry News: likes, bookmarks, shares and views per member; admins' RSS/Atom sources; and the
-- narrow article_search table that the news list filters, orders and counts on.
CREATE TABLE "article_bookmarks" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_bookmarks_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_shares" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_shares_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "article_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text,
	"category" text DEFAULT 'Business' NOT NULL,
	"created_by_id" integer,
	"last_fetched_at" timestamp with time zone,
	"last_imported_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_search" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"is_featured" boolean NOT NULL,
	"haystack" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_counts" (
	"category" text NOT NULL,
	"is_featured" boolean NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_counts_category_is_featured_pk" PRIMARY KEY("category","is_featured")
);
--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_shares" ADD CONSTRAINT "article_shares_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_shares" ADD CONSTRAINT "article_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_sources" ADD CONSTRAINT "news_sources_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_search" ADD CONSTRAINT "article_search_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_bookmarks_user_created_idx" ON "article_bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_likes_user_id_idx" ON "article_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "article_shares_user_id_idx" ON "article_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "article_views_article_id_idx" ON "article_views" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "article_views_user_id_idx" ON "article_views" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "news_sources_url_key" ON "news_sources" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_url_key" ON "articles" USING btree ("url") WHERE "articles"."url" is not null;--> statement-breakpoint
CREATE INDEX "article_search_published_idx" ON "article_search" USING btree ("published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_search_category_idx" ON "article_search" USING btree ("category","published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "article_search_featured_idx" ON "article_search" USING btree ("published_at" DESC NULLS LAST,"article_id" DESC NULLS LAST) WHERE "article_search"."is_featured";--> statement-breakpoint
CREATE INDEX "article_search_haystack_trgm_idx" ON "article_search" USING gin ("haystack" gin_trgm_ops);--> statement-breakpoint
-- Keeps article_search in step with articles: a row while the article is published and dated,
-- none otherwise. The haystack is the title and the tags, one per line, so a search never matches
-- across the title and a tag or across two tags; it is stored lowercased, so a search is a plain
-- LIKE (much cheaper per row than ILIKE) through the trigram index. Deletes follow through the foreign key.
CREATE OR REPLACE FUNCTION articles_sync_search() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.is_published AND NEW.published_at IS NOT NULL THEN
    INSERT INTO article_search (article_id, published_at, category, is_featured, haystack)
    VALUES (NEW.id, NEW.published_at, NEW.category, NEW.is_featured,
            lower(NEW.title || E'\n' || array_to_string(NEW.tags, E'\n')))
    ON CONFLICT (article_id) DO UPDATE SET
      published_at = EXCLUDED.published_at,
      category = EXCLUDED.category,
      is_featured = EXCLUDED.is_featured,
      haystack = EXCLUDED.haystack;
  ELSE
    DELETE FROM article_search WHERE article_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER articles_sync_search
  AFTER INSERT OR UPDATE OF title, tags, category, is_featured, is_published, published_at ON articles
  FOR EACH ROW EXECUTE FUNCTION articles_sync_search();
--> statement-breakpoint
-- Keeps article_counts (visible articles per category and featured flag) in step with article_search.
CREATE OR REPLACE FUNCTION article_search_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE article_counts SET total = total - 1
      WHERE category = OLD.category AND is_featured = OLD.is_featured;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO article_counts AS counts (category, is_featured, total)
      VALUES (NEW.category, NEW.is_featured, 1)
      ON CONFLICT (category, is_featured) DO UPDATE SET total = counts.total + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER article_search_count
  AFTER INSERT OR DELETE OR UPDATE OF category, is_featured ON article_search
  FOR EACH ROW EXECUTE FUNCTION article_search_count();
--> statement-breakpoint
-- Articles that already exist (the seeded ones in a database created before this migration).
INSERT INTO article_search (article_id, published_at, category, is_featured, haystack)
  SELECT id, published_at, category, is_featured, lower(title || E'\n' || array_to_string(tags, E'\n'))
  FROM articles WHERE is_published AND published_at IS NOT NULL
  ON CONFLICT (article_id) DO NOTHING;
