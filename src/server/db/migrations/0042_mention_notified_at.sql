ALTER TABLE "post_mentions" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
-- Mentions told before this migration were recorded only by their notification (subject = the post).
UPDATE "post_mentions" AS pm SET "notified_at" = n."created_at"
FROM "notifications" AS n
WHERE n."type" = 'mention' AND n."recipient_id" = pm."user_id" AND n."subject_id" = pm."post_id";
