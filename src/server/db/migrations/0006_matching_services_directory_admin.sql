CREATE TABLE "business_favorites" (
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_favorites_user_id_business_id_pk" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "business_views" (
	"business_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"viewed_on" date NOT NULL,
	CONSTRAINT "business_views_business_id_viewer_key_viewed_on_pk" PRIMARY KEY("business_id","viewer_key","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "match_impressions" (
	"member_id" integer NOT NULL,
	"shown_member_id" integer NOT NULL,
	"times_shown" integer DEFAULT 1 NOT NULL,
	"last_shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_impressions_member_id_shown_member_id_pk" PRIMARY KEY("member_id","shown_member_id")
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"registration_open" boolean DEFAULT true NOT NULL,
	"post_moderation" boolean DEFAULT false NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"announcement" text,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "service_orders_status_idx";--> statement-breakpoint
DROP INDEX "businesses_category_idx";--> statement-breakpoint
DROP INDEX "businesses_industry_idx";--> statement-breakpoint
DROP INDEX "businesses_featured_idx";--> statement-breakpoint
DROP INDEX "businesses_verified_idx";--> statement-breakpoint
DROP INDEX "referrals_referrer_created_idx";--> statement-breakpoint
DROP INDEX "referrals_target_idx";--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("services"[1], '') || ' ' || coalesce("services"[2], '') || ' ' || coalesce("services"[3], '') || ' ' || coalesce("services"[4], '') || ' ' || coalesce("services"[5], '') || ' ' || coalesce("services"[6], '') || ' ' || coalesce("services"[7], '') || ' ' || coalesce("services"[8], '') || ' ' || coalesce("services"[9], '') || ' ' || coalesce("services"[10], '') || ' ' || coalesce("services"[11], '') || ' ' || coalesce("services"[12], '') || ' ' || coalesce("services"[13], '') || ' ' || coalesce("services"[14], '') || ' ' || coalesce("services"[15], '') || ' ' || coalesce("services"[16], '') || ' ' || coalesce("services"[17], '') || ' ' || coalesce("services"[18], '') || ' ' || coalesce("services"[19], '') || ' ' || coalesce("services"[20], '') || ' ' || coalesce("tags"[1], '') || ' ' || coalesce("tags"[2], '') || ' ' || coalesce("tags"[3], '') || ' ' || coalesce("tags"[4], '') || ' ' || coalesce("tags"[5], '') || ' ' || coalesce("tags"[6], '') || ' ' || coalesce("tags"[7], '') || ' ' || coalesce("tags"[8], '') || ' ' || coalesce("tags"[9], '') || ' ' || coalesce("tags"[10], '') || ' ' || coalesce("tags"[11], '') || ' ' || coalesce("tags"[12], '') || ' ' || coalesce("tags"[13], '') || ' ' || coalesce("tags"[14], '') || ' ' || coalesce("tags"[15], '') || ' ' || coalesce("tags"[16], '') || ' ' || coalesce("tags"[17], '') || ' ' || coalesce("tags"[18], '') || ' ' || coalesce("tags"[19], '') || ' ' || coalesce("tags"[20], '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("short_description", '') || ' ' || coalesce("description", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offer_search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(services_offered, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(job_title, '') || ' ' || coalesce(skills[1], '') || ' ' || coalesce(skills[2], '') || ' ' || coalesce(skills[3], '') || ' ' || coalesce(skills[4], '') || ' ' || coalesce(skills[5], '') || ' ' || coalesce(skills[6], '') || ' ' || coalesce(skills[7], '') || ' ' || coalesce(skills[8], '') || ' ' || coalesce(skills[9], '') || ' ' || coalesce(skills[10], '') || ' ' || coalesce(skills[11], '') || ' ' || coalesce(skills[12], '') || ' ' || coalesce(skills[13], '') || ' ' || coalesce(skills[14], '') || ' ' || coalesce(skills[15], '') || ' ' || coalesce(skills[16], '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "want_search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(looking_for, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(target_audience, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "business_favorites" ADD CONSTRAINT "business_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_favorites" ADD CONSTRAINT "business_favorites_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_views" ADD CONSTRAINT "business_views_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_impressions" ADD CONSTRAINT "match_impressions_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_impressions" ADD CONSTRAINT "match_impressions_shown_member_id_users_id_fk" FOREIGN KEY ("shown_member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_favorites_business_id_idx" ON "business_favorites" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_views_viewed_on_idx" ON "business_views" USING btree ("viewed_on");--> statement-breakpoint
CREATE INDEX "match_impressions_shown_member_id_idx" ON "match_impressions" USING btree ("shown_member_id");--> statement-breakpoint
CREATE INDEX "banners_created_idx" ON "banners" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_introduction_unique" ON "referrals" USING btree ("referrer_id","referee_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "service_orders_order_date_idx" ON "service_orders" USING btree ("order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "service_orders_status_order_date_idx" ON "service_orders" USING btree ("status","order_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_offer_search_idx" ON "users" USING gin ("offer_search");--> statement-breakpoint
CREATE INDEX "users_want_search_idx" ON "users" USING gin ("want_search");--> statement-breakpoint
CREATE INDEX "users_skills_idx" ON "users" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "users_industry_key_active_idx" ON "users" USING btree (lower("industry"),"last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_city_key_active_idx" ON "users" USING btree (lower(btrim(split_part("location", ',', 1))),"last_active_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_category_idx" ON "businesses" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_industry_idx" ON "businesses" USING btree ("industry","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_featured_idx" ON "businesses" USING btree ("is_featured","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_verified_idx" ON "businesses" USING btree ("is_verified","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referrals_referrer_created_idx" ON "referrals" USING btree ("referrer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referrals_target_idx" ON "referrals" USING btree ("target_type","target_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);