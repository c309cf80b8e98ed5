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

/** Node's socket errors of a connection that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres's own messages of a lost connection or a pool that could not hand one out in time. */
const CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection refused",
  "connect ECONNREFUSED",
];

/**
 * The database could not be reached, was lost, or is shutting down, rather than refusing this query:
 * a socket error (refused, reset, timed out), SQLSTATE class 08 (connection exception), 57P01–57P03
 * (the server is shutting down or starting) or 53300 (too many connections), or a pool that could not
 * hand out a connection in time. Walks the causes, as Drizzle wraps the driver's error.
 */
export function isConnectionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, errno } = current as { code?: unknown; message?: unknown; errno?: unknown };
    if (typeof code === "string") {
      if (CONNECTION_ERRNOS.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === "53300") return true;
    }
    if (typeof errno === "string" && CONNECTION_ERRNOS.has(errno)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.some((part) => message.startsWith(part)))
      return true;
    // AggregateError (a host name with several addresses, each refused).
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((one) => isConnectionError(one))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
