CREATE TABLE "match_dismissals" (
	"member_id" integer NOT NULL,
	"dismissed_id" integer NOT NULL,
	"reason" text,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_dismissals_member_id_dismissed_id_pk" PRIMARY KEY("member_id","dismissed_id")
);
--> statement-breakpoint
ALTER TABLE "match_dismissals" ADD CONSTRAINT "match_dismissals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_dismissals" ADD CONSTRAINT "match_dismissals_dismissed_id_users_id_fk" FOREIGN KEY ("dismissed_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_dismissals_dismissed_id_idx" ON "match_dismissals" USING btree ("dismissed_id");