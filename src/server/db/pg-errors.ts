/**
 * PostgreSQL errors by their SQLSTATE. Drizzle wraps the driver's error (pg or PGlite) and keeps it
 * as `cause`, so each check walks the chain.
 */
type PgError = { code: string; constraint?: string; message?: string };

export const UNIQUE_VIOLATION = "23505";

/** The PostgreSQL error in `error` or its causes, or null. */
export function findPgError(error: unknown): PgError | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** A unique constraint refused the row; with `constraint`, that constraint only. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = findPgError(error);
  if (pgError?.code !== UNIQUE_VIOLATION) return false;
  if (!constraint) return true;
  return pgError.constraint === constraint || (pgError.message ?? "").includes(constraint);
}

/** Class 22 (data exception: a value out of range, a malformed date ...): the input is at fault. */
export const isDataException = (error: unknown) => findPgError(error)?.code.startsWith("22") ?? false;

/** Class 23 (integrity constraint violation: unique, foreign key, check ...). */
export const isConstraintViolation = (error: unknown) => findPgError(error)?.code.startsWith("23") ?? false;
