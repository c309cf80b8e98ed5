CREATE TABLE "profile_visitor_counts" (
	"profile_user_id" integer NOT NULL,
	"viewed_on" date NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "profile_visitor_counts_profile_user_id_viewed_on_pk" PRIMARY KEY("profile_user_id","viewed_on")
);
--> statement-breakpoint
ALTER TABLE "profile_visitor_counts" ADD CONSTRAINT "profile_visitor_counts_profile_user_id_users_id_fk" FOREIGN KEY ("profile_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;