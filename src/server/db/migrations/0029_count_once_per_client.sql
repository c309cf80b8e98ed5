CREATE TABLE "banner_impressions" (
	"banner_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"shown_on" date NOT NULL,
	CONSTRAINT "banner_impressions_banner_id_client_key_shown_on_pk" PRIMARY KEY("banner_id","client_key","shown_on")
);
--> statement-breakpoint
CREATE TABLE "post_shares" (
	"post_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"shared_on" date NOT NULL,
	CONSTRAINT "post_shares_post_id_client_key_shared_on_pk" PRIMARY KEY("post_id","client_key","shared_on")
);
--> statement-breakpoint
ALTER TABLE "banner_impressions" ADD CONSTRAINT "banner_impressions_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_shares" ADD CONSTRAINT "post_shares_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;