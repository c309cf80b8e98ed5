import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cursorTimestamp, decodeDateCursor, newestFirst, splitPage } from "../../db/keyset-cursor";
import { adminAuditLog, users } from "../../db/schema";

/** GET /api/admin/audit-log: who did what to which record, newest first, keyset-paginated. */
export async function listAuditLog(db: Database, query: { limit: number; cursor?: string | undefined }) {
  const after = decodeDateCursor(query.cursor);
  const rows = await db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminFirstName: users.firstName,
      adminLastName: users.lastName,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      cursorAt: cursorTimestamp(adminAuditLog.createdAt),
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .where(
      after
        ? sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (${after.at}::timestamptz, ${after.id}::int)`
        : undefined,
    )
    .orderBy(...newestFirst(adminAuditLog.createdAt, adminAuditLog.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = splitPage(rows, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      admin:
        row.adminId === null
          ? null
          : { id: row.adminId, name: `${row.adminFirstName ?? ""} ${row.adminLastName ?? ""}`.trim() },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      details: row.details ?? null,
      createdAt: row.createdAt,
    })),
    nextCursor,
  };
}
