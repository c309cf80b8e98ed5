import { eq, sql } from "drizzle-orm";
import { BUSINESS_ERRORS } from "../../shared/contracts/directory";
import { notFound } from "../http/app-error";
import type { DbExecutor } from "./client";
import { businesses, businessReviews } from "./schema";

/**
 * Rating (rounded average of approved reviews, 0 without any), averageRating (to one decimal) and
 * reviewCount, from the reviews.
 */
export async function recomputeRating(tx: DbExecutor, businessId: number) {
  const approved = sql`from ${businessReviews} where ${businessReviews.businessId} = ${businessId} and ${businessReviews.isApproved}`;
  const [row] = await tx
    .update(businesses)
    .set({
      rating: sql`coalesce((select round(avg(${businessReviews.rating}))::int ${approved}), 0)`,
      averageRating: sql`coalesce((select round(avg(${businessReviews.rating}), 1)::real ${approved}), 0)`,
      reviewCount: sql`(select count(*)::int ${approved})`,
      updatedAt: sql`${businesses.updatedAt}`,
    })
    .where(eq(businesses.id, businessId))
    .returning({
      id: businesses.id,
      rating: businesses.rating,
      averageRating: businesses.averageRating,
      reviewCount: businesses.reviewCount,
    });
  if (!row) throw notFound(BUSINESS_ERRORS.notFound);
  return row;
}
