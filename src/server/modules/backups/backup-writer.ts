import { once } from "node:events";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import type { BackupProgress } from "./backup-progress";
import { backedUpTables, listApplicationTables, quoteIdent, type TableShape } from "./backup-tables";
import { listUploads, readUpload } from "./backup-uploads";

export const BACKUP_FORMAT = "netwise-backup";
/** Version 2 adds the uploaded files (`["f", {path, data}]` lines); version 1 files still restore. */
export const BACKUP_FORMAT_VERSION = 2;
export const EXPORT_FORMAT = "netwise-export";
export const EXPORT_FORMAT_VERSION = 1;

/** Line tags of a backup file: one header, then per table its name and its rows, then the end. */
export const LINE = { header: '["h",', table: '["t",', row: '["r",', file: '["f",', end: '["e",' } as const;

/** Columns a data export leaves out: an export is for reading, and carries no password hashes. */
const EXPORT_EXCLUDED_COLUMNS: Record<string, string[]> = { users: ["password_hash"] };

const FETCH_SIZE = 1000;

export type WriteSummary = { tables: number; rows: number; files?: number };

/** One consistent, read-only snapshot of the whole database for the duration of `work`. */
function inSnapshot<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: "repeatable read", accessMode: "read only" });
}

/**
 * The table's rows as PostgreSQL's own JSON text (exact numbers, timestamps with their offset),
 * in primary-key order, fetched through a cursor a thousand at a time: memory stays flat whatever
 * the table's size.
 */
async function* tableRowsAsJson(tx: Transaction, table: TableShape, columns: string[], index: number) {
  const cursor = `netwise_backup_cursor_${index}`;
  const order = table.primaryKey.length ? ` order by ${table.primaryKey.map(quoteIdent).join(", ")}` : "";
  const select = `select ${columns.map(quoteIdent).join(", ")} from public.${quoteIdent(table.name)}${order}`;
  await tx.execute(
    sql.raw(`declare ${cursor} no scroll cursor for select row_to_json(r)::text as line from (${select}) r`),
  );
  for (;;) {
    const result = (await tx.execute(sql.raw(`fetch forward ${FETCH_SIZE} from ${cursor}`))) as unknown as {
      rows: { line: string }[];
    };
    if (result.rows.length === 0) break;
    yield result.rows.map((row) => row.line);
  }
  await tx.execute(sql.raw(`close ${cursor}`));
}

/** Writes with back-pressure: waits while the stream's buffer is full. */
async function writeText(stream: Writable, text: string) {
  if (!stream.write(text)) await once(stream, "drain");
}

/**
 * A full backup: gzip-compressed lines of JSON. `["h", {format, version, createdAt, tables}]`, then
 * per table `["t", name]` and one `["r", row]` per row, then one `["f", {path, data}]` per uploaded
 * file under `uploadDir` (data in base64), and `["e", {rows, files}]` last, so a truncated file is
 * recognised.
 */
export async function writeFullBackup(
  db: Database,
  out: NodeJS.WritableStream,
  createdAt: Date,
  uploadDir: string,
  progress?: BackupProgress,
): Promise<WriteSummary> {
  const gzip = createGzip();
  const written = pipeline(gzip, out);
  try {
    const summary = await inSnapshot(db, async (tx) => {
      const tables = backedUpTables(await listApplicationTables(tx));
      const header = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt: createdAt.toISOString(),
        tables: tables.map((table) => ({ name: table.name, columns: table.columns })),
      };
      await writeText(gzip, `${LINE.header}${JSON.stringify(header)}]\n`);
      const rowCounts: Record<string, number> = {};
      let index = 0;
      progress?.begin(1, tables.length);
      for (const table of tables) {
        await writeText(gzip, `${LINE.table}${JSON.stringify(table.name)}]\n`);
        let count = 0;
        for await (const lines of tableRowsAsJson(tx, table, table.columns, index++)) {
          await writeText(gzip, lines.map((line) => `${LINE.row}${line}]\n`).join(""));
          count += lines.length;
        }
        rowCounts[table.name] = count;
        progress?.advance(index);
      }
      // The pictures the rows point at, read while the snapshot is open (uploads are never changed in
      // place: a new picture gets a new name), so rows and files belong together.
      let files = 0;
      const uploads = await listUploads(uploadDir);
      progress?.begin(2, uploads.length);
      for (const [position, relative] of uploads.entries()) {
        progress?.advance(position);
        const data = await readUpload(uploadDir, relative).catch(() => null);
        if (!data) continue;
        await writeText(
          gzip,
          `${LINE.file}${JSON.stringify({ path: relative, data: data.toString("base64") })}]\n`,
        );
        files += 1;
      }
      await writeText(gzip, `${LINE.end}${JSON.stringify({ rows: rowCounts, files })}]\n`);
      return { tables: tables.length, rows: Object.values(rowCounts).reduce((sum, n) => sum + n, 0), files };
    });
    gzip.end();
    await written;
    return summary;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
}

/**
 * A JSON data export: `{format, version, exportedAt, tables: {name: [rows]}}` from one snapshot,
 * without sign-in sessions and password hashes.
 */
export async function writeDataExport(
  db: Database,
  out: NodeJS.WritableStream,
  exportedAt: Date,
  progress?: BackupProgress,
): Promise<WriteSummary> {
  const stream = out as Writable;
  const summary = await inSnapshot(db, async (tx) => {
    const tables = backedUpTables(await listApplicationTables(tx));
    const head = {
      format: EXPORT_FORMAT,
      version: EXPORT_FORMAT_VERSION,
      exportedAt: exportedAt.toISOString(),
    };
    await writeText(stream, `${JSON.stringify(head).slice(0, -1)},"tables":{\n`);
    let rows = 0;
    let index = 0;
    progress?.begin(1, tables.length);
    for (const [position, table] of tables.entries()) {
      progress?.advance(position);
      const excluded = EXPORT_EXCLUDED_COLUMNS[table.name] ?? [];
      const columns = table.columns.filter((column) => !excluded.includes(column));
      await writeText(stream, `${position === 0 ? "" : ",\n"}${JSON.stringify(table.name)}:[`);
      let first = true;
      for await (const lines of tableRowsAsJson(tx, table, columns, index++)) {
        await writeText(stream, `${first ? "\n" : ",\n"}${lines.join(",\n")}`);
        first = false;
        rows += lines.length;
      }
      await writeText(stream, "]");
    }
    await writeText(stream, "\n}}\n");
    return { tables: tables.length, rows };
  });
  stream.end();
  await once(stream, "finish");
  return summary;
}
