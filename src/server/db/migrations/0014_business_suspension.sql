ALTER TABLE "businesses" ADD COLUMN "is_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "verification_cleared_at" timestamp with time zone;