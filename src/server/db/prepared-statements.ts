import type { Database } from "./client";

/**
 * Statements built by `prepare` once per database and kept while it is open: Drizzle builds their
 * SQL once, and PostgreSQL plans a named statement once per connection. For the hot reads.
 */
export function preparedPerDatabase<Statements>(prepare: (db: Database) => Statements) {
  const byDatabase = new WeakMap<Database, Statements>();
  return (db: Database): Statements => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = prepare(db);
      byDatabase.set(db, statements);
    }
    return statements;
  };
}
