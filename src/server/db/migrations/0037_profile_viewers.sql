ALTER TABLE "profile_views" ADD COLUMN "private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "browse_privately" boolean DEFAULT false NOT NULL;