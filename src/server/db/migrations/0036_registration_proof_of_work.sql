CREATE TABLE "used_registration_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "registration_proof_of_work" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "used_registration_challenges_expires_at_idx" ON "used_registration_challenges" USING btree ("expires_at");