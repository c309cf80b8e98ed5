CREATE TABLE "post_mentions" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "post_mentions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"post_id" integer NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_tags_post_id_tag_pk" PRIMARY KEY("post_id","tag")
);
--> statement-breakpoint
ALTER TABLE "post_mentions" ADD CONSTRAINT "post_mentions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_mentions" ADD CONSTRAINT "post_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tags" ADD CONSTRAINT "post_tags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_mentions_user_id_idx" ON "post_mentions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "post_tags_tag_created_idx" ON "post_tags" USING btree ("tag","created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST);--> statement-breakpoint
-- The tags of the posts written before tags were stored (the same rule as src/shared/rules/mentions-and-tags.ts).
INSERT INTO "post_tags" ("post_id", "tag", "created_at")
SELECT DISTINCT p."id", lower(m[1]), p."created_at"
FROM "posts" p, regexp_matches(p."content", '(?:^|[^[:alnum:]_&/#])#([[:alpha:]][[:alnum:]_]{1,39})(?![[:alnum:]_])', 'g') AS m
WHERE p."content" LIKE '%#%'
ON CONFLICT DO NOTHING;
