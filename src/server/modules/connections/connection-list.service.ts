import { and, asc, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { ConnectionListView, ConnectionSort } from "../../../shared/contracts/connections";
import type { Database } from "../../db/client";
import {
  cursorTimestamp,
  decodeCursor,
  decodeDateCursor,
  olderThan,
  rankedAfter,
  splitPage,
} from "../../db/keyset-cursor";
import { containsPattern } from "../../db/like-pattern";
import { memberSummaryColumns } from "../../db/member-summary";
import { connections, users } from "../../db/schema";
import { toConnection } from "./connection-presenter";

type ListQuery = {
  limit: number;
  cursor?: string | undefined;
  view?: ConnectionListView | undefined;
  search?: string | undefined;
  sort?: ConnectionSort | undefined;
};

/** The other member of a connection row, seen from `memberId`. */
const otherSide = (memberId: number) =>
  sql`case when ${connections.userId} = ${memberId} then ${connections.connectedUserId} else ${connections.userId} end`;

/**
 * Which rows a view holds. Each reads only the member's own rows through an index: received through
 * connections_connected_user_id_idx, sent through the pair key (user_id first), connected through both.
 */
function viewFilter(memberId: number, view: ConnectionListView | undefined): SQL | undefined {
  if (view === "received") {
    return and(eq(connections.connectedUserId, memberId), eq(connections.status, "pending"));
  }
  if (view === "sent") return and(eq(connections.userId, memberId), eq(connections.status, "pending"));
  const isMine = or(eq(connections.userId, memberId), eq(connections.connectedUserId, memberId));
  return view === "connected" ? and(isMine, eq(connections.status, "accepted")) : isMine;
}

function nameSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  );
}

/**
 * GET /api/connections. Without a view: every connection in both directions, requests waiting for
 * the member's answer first, then the most recently changed (the dashboard's tab), keyset paged by a
 * `rank` cursor. With a view (My Network): received or sent pending requests, or accepted
 * connections, filtered by name and sorted newest first (a `date` cursor) or by first or last name
 * (an `offset` cursor: one member's few hundred rows, already narrowed by the index).
 */
export async function listConnections(db: Database, memberId: number, query: ListQuery) {
  if (!query.view) return listAll(db, memberId, query);
  const sort = query.sort ?? "recent";
  const where = and(viewFilter(memberId, query.view), nameSearch(query.search));
  const base = db
    .select({
      connection: connections,
      other: memberSummaryColumns,
      cursorAt: cursorTimestamp(connections.updatedAt),
    })
    .from(connections)
    .innerJoin(users, eq(users.id, otherSide(memberId)));

  if (sort === "recent") {
    const after = decodeDateCursor(query.cursor);
    const rows = await base
      .where(after ? and(where, olderThan(connections.updatedAt, connections.id, after)) : where)
      .orderBy(desc(connections.updatedAt), desc(connections.id))
      .limit(query.limit + 1);
    const { page, nextCursor } = splitPage(rows, query.limit, (row) => ({
      kind: "date",
      at: row.cursorAt,
      id: row.connection.id,
    }));
    return { connections: page.map((row) => toConnection(row.connection, memberId, row.other)), nextCursor };
  }

  const offset = query.cursor ? decodeCursor(query.cursor, "offset").id : 0;
  const [first, second] =
    sort === "firstName" ? [users.firstName, users.lastName] : [users.lastName, users.firstName];
  const rows = await base
    .where(where)
    .orderBy(asc(sql`lower(${first})`), asc(sql`lower(${second})`), asc(connections.id))
    .limit(query.limit + 1)
    .offset(offset);
  const { page, nextCursor } = splitPage(rows, query.limit, () => ({
    kind: "offset",
    id: offset + query.limit,
  }));
  return { connections: page.map((row) => toConnection(row.connection, memberId, row.other)), nextCursor };
}

async function listAll(db: Database, memberId: number, query: ListQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, "rank") : null;
  const awaitsAnswer = sql<number>`(${connections.status} = 'pending' and ${connections.connectedUserId} = ${memberId})::int`;
  const isMine = viewFilter(memberId, undefined);
  const rows = await db
    .select({
      connection: connections,
      other: memberSummaryColumns,
      rank: awaitsAnswer,
      cursorAt: cursorTimestamp(connections.updatedAt),
    })
    .from(connections)
    .innerJoin(users, eq(users.id, otherSide(memberId)))
    .where(
      after ? and(isMine, rankedAfter(awaitsAnswer, connections.updatedAt, connections.id, after)) : isMine,
    )
    .orderBy(desc(awaitsAnswer), desc(connections.updatedAt), desc(connections.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit, (row) => ({
    kind: "rank",
    rank: row.rank,
    at: row.cursorAt,
    id: row.connection.id,
  }));
  return {
    connections: page.map(({ connection, other }) => toConnection(connection, memberId, other)),
    nextCursor,
  };
}
