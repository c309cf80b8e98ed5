import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";

/**
 * Never backed up: sign-ins are not data, and restoring them would bring ended sessions back; the
 * members' offer vectors are computed from their profiles again when needed (and emptied by a restore).
 */
export const TABLES_NOT_BACKED_UP = new Set([
  "sessions",
  "password_reset_tokens",
  "member_offer_vectors",
  "__drizzle_migrations",
]);
/** Never truncated by a restore. */
const TABLES_NEVER_TOUCHED = new Set(["__drizzle_migrations"]);

export type TableShape = {
  name: string;
  /** Stored columns in their table order (generated columns are recomputed, never written). */
  columns: string[];
  primaryKey: string[];
};

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A PostgreSQL identifier in double quotes (names come from the catalog, never from a request or a file). */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The application's tables: every ordinary table of the `public` schema (other schemas, such as
 * the job queue's `pgboss` and drizzle's migration journal, are not the application's data),
 * ordered so that a table comes after the tables its foreign keys point at.
 */
export async function listApplicationTables(db: DbExecutor): Promise<TableShape[]> {
  const columnRows = rowsOf(
    await db.execute(sql`
      select c.table_name as "table", c.column_name as "column"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`),
  );
  const keyRows = rowsOf(
    await db.execute(sql`
      select cl.relname as "table", a.attname as "column"
      from pg_index i
      join pg_class cl on cl.oid = i.indrelid
      join pg_namespace n on n.oid = cl.relnamespace
      join lateral unnest(i.indkey) with ordinality as k(attnum, position) on true
      join pg_attribute a on a.attrelid = cl.oid and a.attnum = k.attnum
      where n.nspname = 'public' and i.indisprimary
      order by cl.relname, k.position`),
  );
  const foreignKeyRows = rowsOf(
    await db.execute(sql`
      select child.relname as "table", parent.relname as "references"
      from pg_constraint con
      join pg_class child on child.oid = con.conrelid
      join pg_class parent on parent.oid = con.confrelid
      join pg_namespace cn on cn.oid = child.relnamespace
      join pg_namespace pn on pn.oid = parent.relnamespace
      where con.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public'`),
  );

  const tables = new Map<string, TableShape>();
  for (const row of columnRows) {
    const name = String(row.table);
    const shape = tables.get(name) ?? { name, columns: [], primaryKey: [] };
    shape.columns.push(String(row.column));
    tables.set(name, shape);
  }
  for (const row of keyRows) tables.get(String(row.table))?.primaryKey.push(String(row.column));

  const parents = new Map<string, Set<string>>();
  for (const row of foreignKeyRows) {
    const child = String(row.table);
    const parent = String(row.references);
    if (child === parent) continue;
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  return dependencyOrder(
    [...tables.values()].sort((a, b) => a.name.localeCompare(b.name)),
    parents,
  );
}

/** Parents before children; tables in a cycle (none today) keep their name order. */
function dependencyOrder(tables: TableShape[], parents: Map<string, Set<string>>): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((table) => [table.name, table]));
  const visit = (table: TableShape) => {
    if (placed.has(table.name) || visiting.has(table.name)) return;
    visiting.add(table.name);
    for (const parent of parents.get(table.name) ?? []) {
      const parentTable = byName.get(parent);
      if (parentTable) visit(parentTable);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

export const backedUpTables = (tables: TableShape[]) =>
  tables.filter((table) => !TABLES_NOT_BACKED_UP.has(table.name));
export const restoreTruncatedTables = (tables: TableShape[]) =>
  tables.filter((table) => !TABLES_NEVER_TOUCHED.has(table.name));

/** Tables with triggers of their own (such as the news search shadow's), switched off while restoring. */
export async function tablesWithUserTriggers(db: DbExecutor): Promise<Set<string>> {
  const rows = rowsOf(
    await db.execute(sql`
      select distinct cl.relname as "table"
      from pg_trigger tg
      join pg_class cl on cl.oid = tg.tgrelid
      join pg_namespace n on n.oid = cl.relnamespace
      where n.nspname = 'public' and not tg.tgisinternal`),
  );
  return new Set(rows.map((row) => String(row.table)));
}

/**
 * The sequences behind serial and identity columns, to be moved past the restored ids. Read from
 * pg_depend rather than by calling pg_get_serial_sequence per column: the planner may call a function
 * in a WHERE clause before the schema filter, on catalog tables it cannot resolve in `public`.
 */
export async function serialColumns(
  db: DbExecutor,
): Promise<{ table: string; column: string; sequence: string }[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select tbl.relname as "table", att.attname as "column",
             quote_ident(seq_ns.nspname) || '.' || quote_ident(seq.relname) as "sequence"
      from pg_depend d
      join pg_class seq on seq.oid = d.objid and seq.relkind = 'S'
      join pg_namespace seq_ns on seq_ns.oid = seq.relnamespace
      join pg_class tbl on tbl.oid = d.refobjid and tbl.relkind in ('r', 'p')
      join pg_namespace n on n.oid = tbl.relnamespace and n.nspname = 'public'
      join pg_attribute att on att.attrelid = tbl.oid and att.attnum = d.refobjsubid
      where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
        and d.deptype in ('a', 'i')`),
  );
  return rows.map((row) => ({
    table: String(row.table),
    column: String(row.column),
    sequence: String(row.sequence),
  }));
}
