ALTER TABLE "businesses" ADD COLUMN "average_rating" real DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "businesses" AS b SET "average_rating" = r.average
FROM (
  SELECT "business_id", round(avg("rating"), 1)::real AS average
  FROM "business_reviews" WHERE "is_approved" GROUP BY "business_id"
) AS r
WHERE r."business_id" = b."id";
