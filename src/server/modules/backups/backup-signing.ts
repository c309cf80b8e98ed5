import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { badRequest } from "../../http/app-error";
import { loadOrCreateSecret } from "../../http/secret-key";

/** The signature of `netwise-backup-….ndjson.gz` lives beside it, in `netwise-backup-….ndjson.gz.sig`. */
export const signatureFileName = (backupFileName: string) => `${backupFileName}.sig`;

/** Generated in DATA_DIR on first use when BACKUP_SIGNING_KEY is not set. */
export const SIGNING_KEY_FILE = "backup-signing.key";

const SIGNATURE_PREFIX = "hmac-sha256:";

export const BACKUP_SIGNATURE_MISSING =
  "This backup has no signature, so it cannot be trusted. No data was changed. If you downloaded it, put its signature file (Signature in the Backups tab, named like the backup with .sig added) beside it in the backup folder and restore again. A backup made before backups were signed cannot be restored by this version: restore it with the version that made it, then make a new backup.";
export const SIGNATURE_NOT_FOUND = "This backup has no signature file.";
export const BACKUP_SIGNATURE_MISMATCH =
  "This backup's signature does not match: the file was changed after Netwise wrote it, or it was signed with another key. No data was changed.";

export type SigningKeySource = { key: string | undefined; dataDir: string; backupDir: string };

/**
 * The HMAC key that signs backups: BACKUP_SIGNING_KEY, else a random key kept in DATA_DIR (made on
 * first use, readable by the server's user only). Never inside the backup folder: whoever can drop a
 * file there must not be able to read the key and sign a forgery.
 */
export async function backupSigningKey({ key, dataDir, backupDir }: SigningKeySource): Promise<Buffer> {
  if (key) return Buffer.from(key, "utf8");
  const relative = path.relative(path.resolve(backupDir), path.resolve(dataDir, SIGNING_KEY_FILE));
  if (!relative.startsWith("..") && !path.isAbsolute(relative))
    throw new Error("The backup signing key would live inside BACKUP_DIR; set BACKUP_SIGNING_KEY instead.");
  return loadOrCreateSecret({ value: undefined, dataDir, fileName: SIGNING_KEY_FILE });
}

/** HMAC-SHA256 of the file's bytes, read as a stream. */
async function fileHmac(filePath: string, key: Buffer): Promise<Buffer> {
  const hmac = createHmac("sha256", key);
  for await (const chunk of createReadStream(filePath)) hmac.update(chunk as Buffer);
  return hmac.digest();
}

/** The content of a signature file for the backup at `filePath`. */
export async function signatureOf(filePath: string, key: Buffer): Promise<string> {
  return `${SIGNATURE_PREFIX}${(await fileHmac(filePath, key)).toString("hex")}\n`;
}

/** The content of the backup's .sig file (one line), or null when there is none. */
export async function readSignature(filePath: string): Promise<string | null> {
  try {
    return (await readFile(`${filePath}.sig`, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Throws a 400 unless the backup's .sig file holds the HMAC of its bytes under `key`. */
export async function verifyBackupSignature(filePath: string, key: Buffer): Promise<void> {
  let stored: string;
  try {
    stored = (await readFile(`${filePath}.sig`, "utf8")).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw badRequest(BACKUP_SIGNATURE_MISSING);
    throw error;
  }
  const expected = await fileHmac(filePath, key);
  const hex = stored.startsWith(SIGNATURE_PREFIX) ? stored.slice(SIGNATURE_PREFIX.length) : "";
  const given = /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, "hex") : Buffer.alloc(0);
  // Compared as hashes so the lengths always match and the time never depends on the content.
  const same = timingSafeEqual(
    createHash("sha256").update(given).digest(),
    createHash("sha256").update(expected).digest(),
  );
  if (!same || given.length !== expected.length) throw badRequest(BACKUP_SIGNATURE_MISMATCH);
}
