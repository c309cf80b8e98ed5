CREATE TABLE "member_offer_vectors" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"offer_text" text NOT NULL,
	"vector" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_offer_vectors" ADD CONSTRAINT "member_offer_vectors_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;