import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { link, mkdir, open, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { finished } from "node:stream/promises";
import {
  BACKUP_FILE_NAME_PATTERN,
  type BackupKind,
  backupCreatedAt,
  EXPORT_FILE_NAME_PATTERN,
  isBackupFileName,
} from "../../../shared/contracts/backups";
import { badRequest, notFound } from "../../http/app-error";

export const BACKUP_NOT_FOUND = "Backup file not found.";

/** `2026-11-22T13-05-00-123Z`: an ISO timestamp with the characters a file name should not hold replaced. */
export const fileTimestamp = (at: Date) => at.toISOString().replaceAll(":", "-").replace(".", "-");

export function backupFileName(kind: BackupKind, at: Date): string {
  return kind === "backup"
    ? `netwise-backup-${fileTimestamp(at)}.ndjson.gz`
    : `netwise-export-${fileTimestamp(at)}.json`;
}

/**
 * The path of a file in the backup folder. The name must be exactly one the server writes (checked
 * here again, whatever the caller checked): it cannot climb out of the folder or name another file.
 */
export function backupFilePath(backupDir: string, fileName: string): string {
  if (!isBackupFileName(fileName)) throw badRequest("Invalid backup file name.");
  return path.join(backupDir, fileName);
}

/** The backup file names, newest first; an absent folder holds none. */
export async function listBackupFiles(backupDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((name) => BACKUP_FILE_NAME_PATTERN.test(name) || EXPORT_FILE_NAME_PATTERN.test(name))
    .map((name) => ({ name, at: backupCreatedAt(name)?.getTime() ?? 0 }))
    .sort((a, b) => b.at - a.at || b.name.localeCompare(a.name))
    .map((entry) => entry.name);
}

/** The size of an existing backup file, or a 404. */
export async function requireBackupFile(
  backupDir: string,
  fileName: string,
): Promise<{ path: string; size: number }> {
  const filePath = backupFilePath(backupDir, fileName);
  try {
    const info = await stat(filePath);
    if (!info.isFile()) throw notFound(BACKUP_NOT_FOUND);
    return { path: filePath, size: info.size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw notFound(BACKUP_NOT_FOUND);
    throw error;
  }
}

/**
 * Writes a new file under a temporary name (readable by the server's user only), flushes it to
 * disk and only then gives it its final name (of the moment the work started), so the list never
 * shows a half-written file. The timestamp moves on by a millisecond if that name is taken. With
 * `sign`, its answer for the finished file is written to `<name>.sig` before the file appears.
 */
export async function writeBackupFile(
  backupDir: string,
  kind: BackupKind,
  startedAt: Date,
  write: (stream: NodeJS.WritableStream) => Promise<void>,
  sign?: (filePath: string) => Promise<string>,
): Promise<string> {
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const temporary = path.join(backupDir, `.tmp-${kind}-${randomBytes(8).toString("hex")}`);
  const stream = createWriteStream(temporary, { flags: "wx", mode: 0o600 });
  try {
    await write(stream);
    await finished(stream);
    const handle = await open(temporary, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (error) {
    stream.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
  try {
    const signature = sign ? await sign(temporary) : undefined;
    // link() (and the "wx" signature file) refuse an existing name, so two backups of the same
    // millisecond never overwrite each other.
    for (let at = startedAt.getTime(); ; at += 1) {
      const name = backupFileName(kind, new Date(at));
      const signaturePath = path.join(backupDir, `${name}.sig`);
      try {
        if (signature !== undefined) await writeFile(signaturePath, signature, { flag: "wx", mode: 0o600 });
        try {
          await link(temporary, path.join(backupDir, name));
        } catch (error) {
          if (signature !== undefined) await rm(signaturePath, { force: true });
          throw error;
        }
        return name;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
  } finally {
    await rm(temporary, { force: true });
  }
}
