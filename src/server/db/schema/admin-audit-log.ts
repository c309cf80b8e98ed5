import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

/** One row per admin action: who did what to which record, and when. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial().primaryKey(),
    adminId: integer().references(() => users.id, { onDelete: "set null" }),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

export type AdminAuditLogRow = typeof adminAuditLog.$inferSelect;
