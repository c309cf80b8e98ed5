import { type AnyColumn, sql } from "drizzle-orm";

/** Descending as the indexes store it (DESC NULLS LAST), so an index serves the order. */
export const descNullsLast = (column: AnyColumn) => sql`${column} desc nulls last`;
