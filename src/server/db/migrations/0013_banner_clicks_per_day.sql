CREATE TABLE "banner_clicks" (
	"banner_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"clicked_on" date NOT NULL,
	CONSTRAINT "banner_clicks_banner_id_client_key_clicked_on_pk" PRIMARY KEY("banner_id","client_key","clicked_on")
);
--> statement-breakpoint
ALTER TABLE "banner_clicks" ADD CONSTRAINT "banner_clicks_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;