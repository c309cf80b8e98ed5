import { randomBytes } from "node:crypto";
import { and, eq, ne, or, sql } from "drizzle-orm";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, Transaction } from "../../db/client";
import { isConstraintViolation, isDataException } from "../../db/pg-errors";
import { type UserRow, users } from "../../db/schema";
import { badRequest } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { readBackup } from "./backup-reader";
import {
  backedUpTables,
  listApplicationTables,
  quoteIdent,
  restoreTruncatedTables,
  serialColumns,
  type TableShape,
  tablesWithUserTriggers,
} from "./backup-tables";
import type { UploadStaging } from "./backup-uploads";

export const RESTORE_DATA_REJECTED =
  "The backup's data could not be restored into this database. No data was changed.";

/** PostgreSQL's data exception (22) and integrity violation (23) classes: the file's data, not the server, is at fault. */
const isDataError = (error: unknown) => isDataException(error) || isConstraintViolation(error);

async function insertRows(tx: Transaction, table: TableShape, json: string[]) {
  const target = `public.${quoteIdent(table.name)}`;
  const columns = table.columns.map(quoteIdent).join(", ");
  await tx.execute(
    sql`${sql.raw(`insert into ${target} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${target}, `)}${`[${json.join(",")}]`}${sql.raw("::json)")}`,
  );
}

/** Sequences continue after the highest restored id. */
async function resetSequences(tx: Transaction) {
  for (const { table, column, sequence } of await serialColumns(tx)) {
    await tx.execute(
      sql`select setval(${sequence}::regclass, coalesce((select max(${sql.raw(quoteIdent(column))}) from public.${sql.raw(quoteIdent(table))}), 0) + 1, false)`,
    );
  }
}

/**
 * Sign-ins are not in backups. Before the data goes, every session is set aside with its user's
 * e-mail; afterwards a session comes back for the account with that e-mail in the restored data
 * (whatever its id there), and sessions of accounts the backup does not hold end.
 */
async function setSessionsAside(tx: Transaction) {
  await tx.execute(
    sql`create temporary table netwise_restore_sessions on commit drop as
        select s.*, lower(u.email) as restore_email from sessions s join users u on u.id = s.user_id`,
  );
}

async function bringSessionsBack(tx: Transaction, sessionColumns: string[]) {
  await tx.execute(sql`update netwise_restore_sessions r set user_id = u.id
                       from users u where lower(u.email) = r.restore_email`);
  // A session comes back with a new id from its sequence (which the restore has just reset).
  const columns = sessionColumns
    .filter((column) => column !== "id")
    .map(quoteIdent)
    .join(", ");
  await tx.execute(
    sql.raw(`insert into public.sessions (${columns}) select ${columns} from netwise_restore_sessions r
             where exists (select 1 from public.users u where u.id = r.user_id and lower(u.email) = r.restore_email)`),
  );
}

/** The table a restore never replaces: its rows in a backup are skipped, today's stay. */
export const AUDIT_LOG_TABLE = "admin_audit_log";

/**
 * The audit log is never replaced by a restore (a backup file must not be able to rewrite history):
 * before the data goes, today's entries are set aside with their admin's e-mail, and afterwards they
 * come back with their own ids, pointing at the account with that e-mail in the restored data (or at
 * no one when the backup does not hold it).
 */
async function setAuditLogAside(tx: Transaction) {
  await tx.execute(
    sql`create temporary table netwise_restore_audit on commit drop as
        select a.*, lower(u.email) as restore_email from admin_audit_log a left join users u on u.id = a.admin_id`,
  );
}

async function bringAuditLogBack(tx: Transaction, auditColumns: string[]) {
  const columns = auditColumns.map(quoteIdent).join(", ");
  const values = auditColumns
    .map((column) =>
      column === "admin_id"
        ? "(select u.id from public.users u where lower(u.email) = r.restore_email)"
        : `r.${quoteIdent(column)}`,
    )
    .join(", ");
  await tx.execute(
    sql.raw(`insert into public.${AUDIT_LOG_TABLE} (${columns}) overriding system value
             select ${values} from netwise_restore_audit r order by r.id`),
  );
}

/**
 * The restoring admin keeps working: their account (found by e-mail in the backup, else put back
 * as it was) stays an active admin, so their session comes back with the others.
 */
async function keepRestoringAdmin(tx: Transaction, admin: UserRow) {
  const [restored] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${admin.email.toLowerCase()}`)
    .limit(1);
  let adminId: number;
  if (restored) {
    adminId = restored.id;
    await tx
      .update(users)
      .set({ role: "admin", isActive: true })
      .where(and(eq(users.id, adminId), or(ne(users.role, "admin"), eq(users.isActive, false))));
  } else {
    const [idTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.id, admin.id)).limit(1);
    const [usernameTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, admin.username))
      .limit(1);
    const { id, ...fields } = admin;
    const [inserted] = await tx
      .insert(users)
      .values({
        ...fields,
        ...(idTaken ? {} : { id }),
        username: usernameTaken ? `${admin.username}-${randomBytes(3).toString("hex")}` : admin.username,
        role: "admin",
        isActive: true,
      })
      .returning({ id: users.id });
    if (!inserted) throw new Error("Insert returned no row");
    adminId = inserted.id;
  }
  return adminId;
}

/**
 * Replaces every application table's rows with the backup's in one transaction: all or nothing.
 * The audit log is the exception: it keeps today's entries and gains one saying what was restored.
 * The caller has validated the whole file; it is read again here, checked again as it streams.
 */
export async function restoreFromBackup(
  db: Database,
  admin: SessionUser,
  filePath: string,
  fileName: string,
  uploads: UploadStaging,
  onBytesRead?: (bytes: number) => void,
) {
  try {
    return await db.transaction(async (tx) => {
      // The whole account, read before the tables are emptied: it is put back if the backup lacks it.
      const [adminRow] = await tx.select().from(users).where(eq(users.id, admin.id));
      if (!adminRow) throw new Error("The restoring administrator's account is gone");
      const all = await listApplicationTables(tx);
      const restorable = backedUpTables(all);
      const byName = new Map(restorable.map((table) => [table.name, table]));
      await setSessionsAside(tx);
      const auditTable = all.find((table) => table.name === AUDIT_LOG_TABLE);
      if (auditTable) await setAuditLogAside(tx);
      const triggered = await tablesWithUserTriggers(tx);

      const truncated = restoreTruncatedTables(all).map((table) => `public.${quoteIdent(table.name)}`);
      if (truncated.length)
        await tx.execute(sql.raw(`truncate table ${truncated.join(", ")} restart identity`));
      for (const name of triggered) {
        if (byName.has(name))
          await tx.execute(sql.raw(`alter table public.${quoteIdent(name)} disable trigger user`));
      }

      let rows = 0;
      let files = 0;
      for await (const event of readBackup(filePath, restorable, onBytesRead)) {
        // Uploaded files are staged now and moved into place once the transaction has committed.
        if (event.kind === "file") {
          await uploads.add(event.path, event.data);
          files += 1;
          continue;
        }
        if (event.kind !== "rows" || event.table === AUDIT_LOG_TABLE) continue;
        const table = byName.get(event.table);
        if (!table) throw badRequest(RESTORE_DATA_REJECTED);
        await insertRows(tx, table, event.json);
        rows += event.json.length;
      }

      for (const name of triggered) {
        if (byName.has(name))
          await tx.execute(sql.raw(`alter table public.${quoteIdent(name)} enable trigger user`));
      }
      await resetSequences(tx);
      const adminId = await keepRestoringAdmin(tx, adminRow);
      if (auditTable) await bringAuditLogBack(tx, auditTable.columns);
      await resetSequences(tx);
      const sessionTable = all.find((table) => table.name === "sessions");
      if (sessionTable) await bringSessionsBack(tx, sessionTable.columns);
      // Appended after today's entries: "restored from <file>".
      await recordAdminAction(tx, {
        adminId,
        action: "backup.restore",
        targetType: "backup",
        targetId: fileName,
        details: { restoredFrom: fileName, tables: restorable.length, rows, files },
      });
      return { tables: restorable.length, rows, files };
    });
  } catch (error) {
    if (isDataError(error)) throw badRequest(RESTORE_DATA_REJECTED);
    throw error;
  }
}
