import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "./client";
import { preparedPerDatabase } from "./prepared-statements";
import { connections } from "./schema";

const connectionStatements = preparedPerDatabase((db: DbExecutor) => {
  const [a, b] = [sql.placeholder("a"), sql.placeholder("b")];
  return db
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
    .limit(1)
    .prepare("are_connected");
});

/** True when the two members share an accepted connection, in either direction (a prepared statement: every signed-in profile read asks). */
export async function areConnected(db: DbExecutor, a: number, b: number): Promise<boolean> {
  const [row] = await connectionStatements(db).execute({ a, b });
  return row !== undefined;
}

/** The same question inside a statement: an index probe on the connection pair, either direction. */
export const areConnectedSql = (a: SQL, b: SQL) =>
  sql<boolean>`exists (select 1 from connections c where c.status = 'accepted'
    and ((c.user_id = ${a} and c.connected_user_id = ${b}) or (c.user_id = ${b} and c.connected_user_id = ${a})))`;
