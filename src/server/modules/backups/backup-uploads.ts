import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The uploaded files (profile photos, logos, covers, post pictures) travel inside a backup, so a
 * restore brings back the pictures its rows point at (format version 2). A file's path in the backup
 * is relative to UPLOAD_DIR, in forward slashes, made of plain name characters only.
 */
const SAFE_PATH = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export const isSafeUploadPath = (relative: string) =>
  SAFE_PATH.test(relative) && !relative.split("/").includes("..") && relative.length <= 300;

/** Every file under `uploadDir` (relative paths, sorted); none when the folder does not exist yet. */
export async function listUploads(uploadDir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(uploadDir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const relative = entry.split(path.sep).join("/");
    // Staging folders of a restore under way, and anything not a plain name, are not uploads.
    if (!isSafeUploadPath(relative)) continue;
    const info = await stat(path.join(uploadDir, entry)).catch(() => null);
    if (info?.isFile()) files.push(relative);
  }
  return files.sort();
}

export const readUpload = (uploadDir: string, relative: string) =>
  readFile(path.join(uploadDir, ...relative.split("/")));

/**
 * Files of a restore are written to a staging folder inside UPLOAD_DIR first (same disk: moving them
 * into place is a rename), so a failed restore leaves today's files untouched.
 */
export type UploadStaging = {
  add(relative: string, data: Buffer): Promise<void>;
  /** Moves every staged file into place (replacing a file of the same name). */
  commit(): Promise<number>;
  discard(): Promise<void>;
};

export async function stageUploads(uploadDir: string): Promise<UploadStaging> {
  const staging = path.join(uploadDir, `.restore-${randomBytes(6).toString("hex")}`);
  await mkdir(staging, { recursive: true, mode: 0o700 });
  const staged: string[] = [];
  return {
    async add(relative, data) {
      const target = path.join(staging, ...relative.split("/"));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, data, { mode: 0o644 });
      staged.push(relative);
    },
    async commit() {
      for (const relative of staged) {
        const target = path.join(uploadDir, ...relative.split("/"));
        await mkdir(path.dirname(target), { recursive: true });
        await rename(path.join(staging, ...relative.split("/")), target);
      }
      await rm(staging, { recursive: true, force: true });
      return staged.length;
    },
    discard: () => rm(staging, { recursive: true, force: true }),
  };
}
