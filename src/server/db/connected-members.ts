import { and, eq, or } from "drizzle-orm";
import type { DbExecutor } from "./client";
import { connections } from "./schema";

/** True when the two members share an accepted connection, in either direction. */
export async function areConnected(db: DbExecutor, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: connections.id })
    .from(connections)
    .where(
      and(
        eq(connections.status, "accepted"),
        or(
          and(eq(connections.userId, a), eq(connections.connectedUserId, b)),
          and(eq(connections.userId, b), eq(connections.connectedUserId, a)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
