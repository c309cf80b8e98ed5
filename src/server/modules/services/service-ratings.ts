import { and, asc, eq, sql } from "drizzle-orm";
import { SERVICE_REVIEW_ERRORS } from "../../../shared/contracts/service-reviews";
import type { DbExecutor } from "../../db/client";
import { services } from "../../db/schema";
import { notFound } from "../../http/app-error";
import { CATALOGUE_MAX, serviceColumns } from "./order-query";

/**
 * A service's rating and review count, as two correlated subqueries of the one catalogue query: each
 * reads that service's visible reviews through `service_reviews_service_created_idx`, so a list of
 * services costs one query, never one per service.
 */
const ratingColumns = {
  rating: sql<
    number | null
  >`(select round(avg(r.rating), 1)::float8 from service_reviews r where r.service_id = "services"."id" and r.hidden_at is null)`,
  reviewCount: sql<number>`(select count(*)::int from service_reviews r where r.service_id = "services"."id" and r.hidden_at is null)`,
};

/** GET /api/services: the active catalogue, each service with its rating. */
export async function activeServicesWithRatings(db: DbExecutor) {
  const rows = await db
    .select({ ...serviceColumns, ...ratingColumns })
    .from(services)
    .where(eq(services.isActive, true))
    .orderBy(asc(services.id))
    .limit(CATALOGUE_MAX);
  return rows.map(withNumbers);
}

/** GET /api/services/{serviceId}: one active service with its rating; 404 for any other. */
export async function serviceWithRating(db: DbExecutor, serviceId: number) {
  const [row] = await db
    .select({ ...serviceColumns, ...ratingColumns })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.isActive, true)))
    .limit(1);
  if (!row) throw notFound(SERVICE_REVIEW_ERRORS.serviceNotFound);
  return withNumbers(row);
}

/** Drivers may hand aggregates back as text; the contract wants numbers. */
function withNumbers<Row extends { rating: number | null; reviewCount: number }>(row: Row): Row {
  return {
    ...row,
    rating: row.rating === null ? null : Number(row.rating),
    reviewCount: Number(row.reviewCount),
  };
}

/** The service page's address (notifications link to it). */
export function servicePagePath(serviceId: number): string {
  return `/services/service/${serviceId}`;
}
