/**
 * Start-up failures of the embedded database in words an operator can act on, one line each, naming
 * the folder: the WebAssembly build of PostgreSQL reports a full disk as `ErrnoError { errno: 51 }` and
 * a damaged control file or a missing WAL as `Aborted(). Build with -sASSERTIONS…`.
 */
export type EmbeddedDatabaseProblem = "damaged" | "disk full" | "not writable";

const RESTORE_HINT =
  'Restore your latest backup: move that folder aside, start again (a new database is created), then restore the backup in Admin → Backups (docs/operations.md, "Damaged embedded database")';

export class EmbeddedDatabaseError extends Error {
  constructor(
    readonly problem: EmbeddedDatabaseProblem,
    readonly folder: string,
    detail: string,
  ) {
    super(EmbeddedDatabaseError.sentence(problem, folder, detail));
    this.name = "EmbeddedDatabaseError";
  }

  private static sentence(problem: EmbeddedDatabaseProblem, folder: string, detail: string): string {
    if (problem === "disk full")
      return `The embedded database in ${folder} cannot start: no space left on the device (${detail}). Free some space and start again.`;
    if (problem === "not writable")
      return `The embedded database in ${folder} cannot start: the folder cannot be written (${detail}). Check that it is on a writable disk and owned by the user running Netwise.`;
    return `The embedded database in ${folder} is damaged: ${detail}. ${RESTORE_HINT}; or set ACCEPT_DATA_LOSS=true to start with what is left.`;
  }
}

/** Emscripten's errno numbers (not Linux's) of the problems worth naming. */
const WASM_ERRNO: Record<number, EmbeddedDatabaseProblem> = {
  51: "disk full", // ENOSPC
  2: "not writable", // EACCES
  63: "not writable", // EPERM
  69: "not writable", // EROFS
};
/** Node's own error codes (the folder lock, the manifest). */
const NODE_CODES: Record<string, EmbeddedDatabaseProblem> = {
  ENOSPC: "disk full",
  EDQUOT: "disk full",
  EACCES: "not writable",
  EPERM: "not writable",
  EROFS: "not writable",
};

const DAMAGE_SIGNS = [
  /Aborted\(\)/,
  /PGlite failed to initialize/,
  /could not (open|read|locate|find)/i,
  /invalid page/i,
  /invalid checkpoint/i,
  /checksum/i,
  /PANIC/,
  /unexpected zero page/i,
  /INITDB failed/,
];

/** The error of opening the embedded database in `folder`, explained; other errors come back as they are. */
export function explainStartError(error: unknown, folder: string): unknown {
  if (error instanceof EmbeddedDatabaseError) return error;
  const { name, errno, code, message } = (error ?? {}) as {
    name?: unknown;
    errno?: unknown;
    code?: unknown;
    message?: unknown;
  };
  if (typeof code === "string" && NODE_CODES[code]) {
    return new EmbeddedDatabaseError(
      NODE_CODES[code],
      folder,
      String(message ?? code).split("\n")[0] ?? code,
    );
  }
  if (name === "ErrnoError" || (typeof errno === "number" && typeof code !== "string")) {
    const problem = typeof errno === "number" ? WASM_ERRNO[errno] : undefined;
    if (problem) return new EmbeddedDatabaseError(problem, folder, `file system error ${errno}`);
    return new EmbeddedDatabaseError(
      "damaged",
      folder,
      `a file could not be read or written (file system error ${String(errno)})`,
    );
  }
  const text = typeof message === "string" ? message : String(error);
  if (DAMAGE_SIGNS.some((sign) => sign.test(text))) {
    const reason = /Aborted\(\)|failed to initialize/.test(text)
      ? "PostgreSQL could not read its control file or write-ahead log (pg_control, pg_wal)"
      : (text.split("\n")[0] ?? text);
    return new EmbeddedDatabaseError("damaged", folder, reason);
  }
  return error;
}
