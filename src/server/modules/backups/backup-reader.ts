import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { badRequest } from "../../http/app-error";
import type { TableShape } from "./backup-tables";
import { isSafeUploadPath } from "./backup-uploads";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, LINE } from "./backup-writer";

/** Versions this Netwise restores: 1 (tables only, before uploads were included) and 2. */
const RESTORABLE_VERSIONS = [1, BACKUP_FORMAT_VERSION];

export const NOT_A_BACKUP = "This file is not a Netwise backup. No data was changed.";
export const TRUNCATED_BACKUP = "This backup file is incomplete or damaged. No data was changed.";
export const STRUCTURE_MISMATCH =
  "This backup was made by a version of Netwise whose tables differ from this one. No data was changed.";

export type BackupEvent =
  | { kind: "table"; name: string }
  | { kind: "rows"; table: string; json: string[] }
  | { kind: "file"; path: string; data: Buffer }
  | { kind: "end"; rows: Record<string, number>; files: number; version: number };

type HeaderTable = { name: string; columns: string[] };

const ROW_BATCH = 500;
const ROW_BATCH_CHARS = 4 * 1024 * 1024;

function parseLine(line: string, tag: string): unknown {
  if (!line.startsWith(tag) || !line.endsWith("]")) throw badRequest(TRUNCATED_BACKUP);
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw badRequest(TRUNCATED_BACKUP);
  }
  if (!Array.isArray(value) || value.length !== 2) throw badRequest(TRUNCATED_BACKUP);
  return value[1];
}

function parseHeader(line: string | undefined): { tables: HeaderTable[]; version: number } {
  if (line === undefined || !line.startsWith(LINE.header)) throw badRequest(NOT_A_BACKUP);
  let header: unknown;
  try {
    header = JSON.parse(line)[1];
  } catch {
    throw badRequest(NOT_A_BACKUP);
  }
  const { format, version, tables } = (header ?? {}) as {
    format?: unknown;
    version?: unknown;
    tables?: unknown;
  };
  if (format !== BACKUP_FORMAT) throw badRequest(NOT_A_BACKUP);
  if (typeof version !== "number" || !RESTORABLE_VERSIONS.includes(version))
    throw badRequest(
      `This backup uses format version ${String(version)}; this version of Netwise restores versions ${RESTORABLE_VERSIONS.join(" and ")}. No data was changed.`,
    );
  const isTableList =
    Array.isArray(tables) &&
    tables.every(
      (table) =>
        typeof table?.name === "string" &&
        Array.isArray(table.columns) &&
        table.columns.every((column: unknown) => typeof column === "string"),
    );
  if (!isTableList) throw badRequest(NOT_A_BACKUP);
  return { tables: tables as HeaderTable[], version };
}

/** The backup's tables must be this database's tables, column for column. */
function checkStructure(headerTables: HeaderTable[], current: TableShape[]) {
  const expected = new Map(current.map((table) => [table.name, table.columns.join("\u0001")]));
  const names = new Set(headerTables.map((table) => table.name));
  const matches =
    names.size === headerTables.length &&
    headerTables.length === expected.size &&
    headerTables.every((table) => expected.get(table.name) === table.columns.join("\u0001"));
  if (!matches) throw badRequest(STRUCTURE_MISMATCH);
}

/**
 * Reads a backup file line by line and yields its tables and rows in batches, checking everything
 * on the way: the format and version, the tables against `current`, each line's JSON, the order,
 * and the end line's row counts. Any flaw (including a cut-off or non-gzip file) is a 400.
 */
export async function* readBackup(
  filePath: string,
  current: TableShape[],
  onBytesRead?: (bytes: number) => void,
): AsyncGenerator<BackupEvent> {
  const gunzip = createGunzip();
  const source = createReadStream(filePath);
  if (onBytesRead) source.on("data", () => onBytesRead(source.bytesRead));
  source.on("error", (error) => gunzip.destroy(error));
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  const next = async (): Promise<string | undefined> => {
    try {
      const result = await iterator.next();
      return result.done ? undefined : result.value;
    } catch {
      // Not gzip, cut off, or unreadable.
      throw badRequest(TRUNCATED_BACKUP);
    }
  };

  try {
    let first: string | undefined;
    try {
      first = await next();
    } catch {
      throw badRequest(NOT_A_BACKUP);
    }
    const { tables, version } = parseHeader(first);
    checkStructure(tables, current);
    let files = 0;

    const counts: Record<string, number> = {};
    let tableIndex = -1;
    let batch: string[] = [];
    let batchChars = 0;
    const flush = function* () {
      const table = tables[tableIndex];
      if (table && batch.length) yield { kind: "rows" as const, table: table.name, json: batch };
      batch = [];
      batchChars = 0;
    };

    for (;;) {
      const line = await next();
      if (line === undefined) throw badRequest(TRUNCATED_BACKUP);
      if (line.startsWith(LINE.row)) {
        const table = tables[tableIndex];
        const row = parseLine(line, LINE.row);
        if (!table || typeof row !== "object" || row === null || Array.isArray(row))
          throw badRequest(TRUNCATED_BACKUP);
        batch.push(line.slice(LINE.row.length, -1));
        batchChars += line.length;
        counts[table.name] = (counts[table.name] ?? 0) + 1;
        if (batch.length >= ROW_BATCH || batchChars >= ROW_BATCH_CHARS) yield* flush();
        continue;
      }
      yield* flush();
      if (line.startsWith(LINE.table)) {
        const name = parseLine(line, LINE.table);
        tableIndex += 1;
        if (tables[tableIndex]?.name !== name) throw badRequest(TRUNCATED_BACKUP);
        counts[String(name)] = 0;
        yield { kind: "table", name: String(name) };
        continue;
      }
      if (line.startsWith(LINE.file) && version >= 2) {
        // Files follow the last table.
        if (tableIndex !== tables.length - 1) throw badRequest(TRUNCATED_BACKUP);
        const file = parseLine(line, LINE.file) as { path?: unknown; data?: unknown } | null;
        if (typeof file?.path !== "string" || !isSafeUploadPath(file.path) || typeof file.data !== "string")
          throw badRequest(TRUNCATED_BACKUP);
        files += 1;
        yield { kind: "file", path: file.path, data: Buffer.from(file.data, "base64") };
        continue;
      }
      if (line.startsWith(LINE.end)) {
        const end = parseLine(line, LINE.end) as { rows?: Record<string, unknown>; files?: unknown } | null;
        const rows = end?.rows ?? {};
        const complete =
          (version < 2 || end?.files === files) &&
          tableIndex === tables.length - 1 &&
          tables.every((table) => rows[table.name] === counts[table.name]) &&
          Object.keys(rows).length === tables.length;
        if (!complete) throw badRequest(TRUNCATED_BACKUP);
        const rest = await next();
        if (rest !== undefined && (rest !== "" || (await next()) !== undefined))
          throw badRequest(TRUNCATED_BACKUP);
        yield { kind: "end", rows: counts, files, version };
        return;
      }
      throw badRequest(TRUNCATED_BACKUP);
    }
  } finally {
    lines.close();
    source.destroy();
    gunzip.destroy();
  }
}

/** Reads the whole file once, touching nothing: the summary of a file that is safe to restore. */
export async function validateBackup(
  filePath: string,
  current: TableShape[],
  onBytesRead?: (bytes: number) => void,
) {
  let rows = 0;
  let tables = 0;
  let files = 0;
  let version = 0;
  for await (const event of readBackup(filePath, current, onBytesRead)) {
    if (event.kind === "table") tables += 1;
    if (event.kind === "rows") rows += event.json.length;
    if (event.kind === "end") ({ files, version } = event);
  }
  return { tables, rows, files, version };
}
