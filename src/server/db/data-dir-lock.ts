import fs from "node:fs";
import path from "node:path";

const LOCK_FILE = "netwise.lock";

type ProcessState = { state: string; startTime: string };

/**
 * A process's state letter and start time (clock ticks since boot) from /proc/<pid>/stat, or null when
 * no such process exists. Undefined where /proc is missing (not Linux).
 */
export function readProcessState(pid: number): ProcessState | null | undefined {
  if (!fs.existsSync("/proc/self/stat")) return undefined;
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // "pid (command) state ppid ...": the command may hold spaces and parentheses, so read after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Field 3 is the state, field 22 the start time (proc(5)); fields[0] is field 3.
  return { state: fields[0] ?? "", startTime: fields[19] ?? "" };
}

function isSignalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * True when the lock's holder still runs: on Linux the PID must name a process that is neither a zombie
 * (killed, not yet reaped) nor dead, and that started when the holder did (a reused PID starts later).
 * Elsewhere, a signal test is all there is.
 */
function isHolderAlive(pid: number, recordedStartTime: string | undefined): boolean {
  const current = readProcessState(pid);
  if (current === undefined) return isSignalable(pid);
  if (current === null || current.state === "Z" || current.state === "X") return false;
  return recordedStartTime === undefined || current.startTime === recordedStartTime;
}

/** The lock file's text: "<pid> <start time>" (an older lock holds only the pid). */
function lockText(): string {
  const self = readProcessState(process.pid);
  return self ? `${process.pid} ${self.startTime}` : String(process.pid);
}

/**
 * PGlite serves exactly one process. A lock file in the data folder keeps a second process out; a lock
 * left by a process that died (gone, a zombie, or its PID now used by another program) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, lockText(), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const [pidText, startTime] = fs.readFileSync(lockPath, "utf8").trim().split(" ");
      const holder = Number.parseInt(pidText ?? "", 10);
      if (Number.isInteger(holder) && holder !== process.pid && isHolderAlive(holder, startTime)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(dataDir, undefined);
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `The database folder ${dataDir} is in use by another Netwise process${pid ? ` (pid ${pid})` : ""}. ` +
        "The embedded database serves one process only: stop that process, choose another DATA_DIR, " +
        "or set DATABASE_URL to use a PostgreSQL server.",
    );
    this.name = "DataDirLockedError";
  }
}
