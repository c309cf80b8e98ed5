CREATE TABLE "member_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"email" text NOT NULL,
	"kind" text DEFAULT 'email' NOT NULL,
	"token_hash" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"joined_user_id" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_joined_user_id_users_id_fk" FOREIGN KEY ("joined_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_inviter_email_key" ON "member_invitations" USING btree ("inviter_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_token_hash_key" ON "member_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "member_invitations_inviter_id_idx" ON "member_invitations" USING btree ("inviter_id","id");--> statement-breakpoint
CREATE INDEX "member_invitations_email_idx" ON "member_invitations" USING btree ("email");