import { and, eq, or } from "drizzle-orm";
import type { ConnectionStanding } from "../../../shared/contracts/connections";
import type { Database } from "../../db/client";
import { connections } from "../../db/schema";
import { badRequest } from "../../http/app-error";

/** Where the member stands with another member, for the Connect button on that member's profile. */
export async function connectionStanding(
  db: Database,
  memberId: number,
  otherId: number,
): Promise<ConnectionStanding> {
  if (otherId === memberId) throw badRequest("That is your own profile.");
  const [row] = await db
    .select({ id: connections.id, userId: connections.userId, status: connections.status })
    .from(connections)
    .where(
      or(
        and(eq(connections.userId, memberId), eq(connections.connectedUserId, otherId)),
        and(eq(connections.userId, otherId), eq(connections.connectedUserId, memberId)),
      ),
    )
    .limit(1);
  if (!row || row.status === "withdrawn") return { standing: "none", connectionId: null };
  if (row.status === "accepted") return { standing: "connected", connectionId: row.id };
  if (row.status === "declined") return { standing: "declined", connectionId: row.id };
  return { standing: row.userId === memberId ? "requested" : "received", connectionId: row.id };
}
