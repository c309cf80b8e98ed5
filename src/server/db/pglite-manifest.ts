import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { EmbeddedDatabaseError } from "./pglite-start-errors";

/**
 * What the embedded database held at its last clean stop, written to DATA_DIR by every clean stop and
 * checked by the next start: each table's row count and file size. A start after a clean stop finds
 * exactly that; a table file cut short, zeroed pages or a removed file show up as fewer rows, a smaller
 * file or an error, and the start is refused (decision 0020). After a crash there is no manifest, and
 * nothing to compare with: PostgreSQL's own recovery replays the WAL.
 */
export const MANIFEST_FILE = "pglite-manifest.json";

type TableStats = { rows: number; bytes: number };
type Manifest = {
  format: "netwise-pglite-manifest";
  version: 1;
  stoppedAt: string;
  tables: Record<string, TableStats>;
};

/** The application's tables and drizzle's migration journal (pg-boss's jobs come and go). */
const CHECKED_SCHEMAS = ["public", "drizzle"];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every checked table's row count and main-fork size, in two queries. */
export async function readTableStats(client: PGlite): Promise<Record<string, TableStats>> {
  const { rows: tables } = await client.query<{ schema: string; name: string; bytes: string }>(
    `select n.nspname as schema, c.relname as name, pg_relation_size(c.oid)::text as bytes
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = any($1::text[])
      order by 1, 2`,
    [CHECKED_SCHEMAS],
  );
  if (tables.length === 0) return {};
  const counts = tables
    .map(
      (table, index) =>
        `(select count(*) from ${quoteIdent(table.schema)}.${quoteIdent(table.name)})::text as c${index}`,
    )
    .join(", ");
  const { rows } = await client.query<Record<string, string>>(`select ${counts}`);
  const row = rows[0] ?? {};
  return Object.fromEntries(
    tables.map((table, index) => [
      `${table.schema}.${table.name}`,
      { rows: Number(row[`c${index}`]), bytes: Number(table.bytes) },
    ]),
  );
}

/** Records what this clean stop leaves behind (written under a temporary name, then renamed). */
export async function writeManifest(client: PGlite, dataDir: string): Promise<void> {
  const manifest: Manifest = {
    format: "netwise-pglite-manifest",
    version: 1,
    stoppedAt: new Date().toISOString(),
    tables: await readTableStats(client),
  };
  const file = path.join(dataDir, MANIFEST_FILE);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(manifest, null, 1), { mode: 0o600 });
  fs.renameSync(`${file}.tmp`, file);
}

function readManifest(dataDir: string): Manifest | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, MANIFEST_FILE), "utf8");
  } catch {
    return null;
  }
  try {
    const manifest = JSON.parse(text) as Manifest;
    return manifest.format === "netwise-pglite-manifest" ? manifest : null;
  } catch {
    return null;
  }
}

/** What differs between the manifest and the database now: one phrase per table that lost something. */
function describeLosses(recorded: Record<string, TableStats>, now: Record<string, TableStats>): string[] {
  const losses: string[] = [];
  for (const [table, before] of Object.entries(recorded)) {
    const after = now[table];
    if (!after) losses.push(`${table} is missing`);
    else if (after.rows < before.rows)
      losses.push(`${table} holds ${after.rows} rows instead of ${before.rows}`);
    else if (after.bytes < before.bytes)
      losses.push(`${table}'s file is ${after.bytes} bytes instead of ${before.bytes}`);
  }
  return losses;
}

type CheckOptions = {
  dataDir: string;
  /** The operator accepts the loss (ACCEPT_DATA_LOSS=true): warn and start. */
  acceptDataLoss: boolean;
  warn: (message: string) => void;
};

/**
 * Compares the database with its last clean stop's manifest, if there is one. Refuses (throws an
 * EmbeddedDatabaseError) when anything is missing, unless the operator accepted the loss; once the
 * start goes on, the manifest is removed, so a crash later is never compared with an older stop.
 */
export async function checkManifest(
  client: PGlite,
  { dataDir, acceptDataLoss, warn }: CheckOptions,
): Promise<void> {
  const manifest = readManifest(dataDir);
  if (!manifest) return;
  let losses: string[];
  try {
    losses = describeLosses(manifest.tables, await readTableStats(client));
  } catch (error) {
    // A removed table file or a page that fails its checksum: reading the table fails.
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    losses = [`a table cannot be read (${reason})`];
  }
  if (losses.length > 0) {
    const shown =
      losses.slice(0, 3).join("; ") + (losses.length > 3 ? `; and ${losses.length - 3} more` : "");
    const summary = `it holds less than at its last clean stop (${manifest.stoppedAt}): ${shown}`;
    if (!acceptDataLoss) throw new EmbeddedDatabaseError("damaged", path.join(dataDir, "pglite"), summary);
    warn(`ACCEPT_DATA_LOSS=true: starting although ${summary}`);
  }
  fs.rmSync(path.join(dataDir, MANIFEST_FILE), { force: true });
}
