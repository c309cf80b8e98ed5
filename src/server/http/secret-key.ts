import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A server secret: the configured value when there is one, else a random key kept in
 * `dataDir/fileName`, made on first use (readable by the server's user only). Several app processes
 * that do not share a DATA_DIR must be given the value, or each would make its own.
 */
export async function loadOrCreateSecret(options: {
  value: string | undefined;
  dataDir: string;
  fileName: string;
}): Promise<Buffer> {
  if (options.value) return Buffer.from(options.value, "utf8");
  const keyPath = path.resolve(options.dataDir, options.fileName);
  try {
    return Buffer.from((await readFile(keyPath, "utf8")).trim(), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(path.dirname(keyPath), { recursive: true });
  const fresh = randomBytes(32).toString("hex");
  try {
    await writeFile(keyPath, `${fresh}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    // Another process or request made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return Buffer.from((await readFile(keyPath, "utf8")).trim(), "utf8");
  }
  return Buffer.from(fresh, "utf8");
}
