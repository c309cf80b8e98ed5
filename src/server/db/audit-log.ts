import type { DbExecutor } from "./client";
import { adminAuditLog } from "./schema";

export type AdminAction = {
  /** Who acted; null when nobody signed in did (a failed sign-in attempt). */
  adminId: number | null;
  /** A dotted verb such as `user.deactivate` or `business.create`. */
  action: string;
  targetType: string;
  targetId?: number | string | null;
  details?: Record<string, unknown>;
};

/** Records an admin action; pass the transaction that makes the change so both land together. */
export async function recordAdminAction(db: DbExecutor, entry: AdminAction): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId == null ? null : String(entry.targetId),
    details: entry.details ?? null,
  });
}
