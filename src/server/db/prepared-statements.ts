import type { Database, DbExecutor } from "./client";

/**
 * Statements built by `prepare` once per database and kept while it is open: Drizzle builds their
 * SQL once, and PostgreSQL plans a named statement once per connection. For the hot reads. Given an
 * open transaction instead, the statements are built once for that transaction.
 */
export function preparedPerDatabase<Statements, Executor extends DbExecutor = Database>(
  prepare: (db: Executor) => Statements,
) {
  const byDatabase = new WeakMap<Executor, Statements>();
  return (db: Executor): Statements => {
    let statements = byDatabase.get(db);
    if (!statements) {
      statements = prepare(db);
      byDatabase.set(db, statements);
    }
    return statements;
  };
}
