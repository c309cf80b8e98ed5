import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseDriver, openDatabase } from "../../db/client";
import { createTestApp, type SignedInMember, signedInMember, type TestContext } from "../../test/test-app";
import { signatureOf } from "./backup-signing";
import { OTHER_PROCESSES_RUNNING } from "./backups.service";

let ctx: TestContext;
let admin: SignedInMember;
let backupDir: string;
let uploadDir: string;

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), "netwise-backup-files-"));
  uploadDir = await mkdtemp(path.join(os.tmpdir(), "netwise-backup-uploads-"));
  ctx = await createTestApp({ authRateLimit: 1000, backupDir, uploadDir });
  admin = await signedInMember(ctx, { role: "admin", email: "files-admin@example.test" });
});
afterAll(async () => {
  await ctx.close();
  await rm(backupDir, { recursive: true, force: true });
  await rm(uploadDir, { recursive: true, force: true });
});

const upload = (relative: string) => path.join(uploadDir, ...relative.split("/"));
const backup = async () => {
  const response = await admin.client.post("/api/admin/backup/create", {});
  expect(response.statusCode).toBe(201);
  return response.json().fileName as string;
};
const restore = (backupFileName: string) =>
  admin.client.post("/api/admin/backup/restore", { backupFileName });
const lines = async (fileName: string) =>
  gunzipSync(await readFile(path.join(backupDir, fileName)))
    .toString()
    .split("\n");
async function rewrite(fileName: string, change: (lines: string[]) => string[]) {
  const filePath = path.join(backupDir, fileName);
  await writeFile(filePath, gzipSync(change(await lines(fileName)).join("\n")));
  await writeFile(
    `${filePath}.sig`,
    await signatureOf(filePath, Buffer.from(ctx.config.backupSigningKey ?? "")),
  );
}

describe("a backup with the uploaded files", () => {
  it("holds the pictures, and a restore brings back one replaced since, with the data", async () => {
    await mkdir(upload("avatars"), { recursive: true });
    await writeFile(upload("avatars/ann-1.webp"), "the photo at backup time");
    await writeFile(upload("logos.webp"), "a logo");
    const fileName = await backup();
    const fileLines = (await lines(fileName)).filter((line) => line.startsWith('["f",'));
    expect(fileLines.map((line) => JSON.parse(line)[1].path)).toEqual(["avatars/ann-1.webp", "logos.webp"]);
    expect(JSON.parse((await lines(fileName))[0] ?? "")[1].version).toBe(2);

    // The member replaces the photo: the old file is deleted at once.
    await rm(upload("avatars/ann-1.webp"));
    await writeFile(upload("avatars/ann-2.webp"), "the new photo");

    const response = await restore(fileName);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Backup restored.");
    expect(await readFile(upload("avatars/ann-1.webp"), "utf8")).toBe("the photo at backup time");
    expect(await readFile(upload("logos.webp"), "utf8")).toBe("a logo");
    // Nothing of the restore's staging is left behind.
    expect((await readdir(uploadDir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("refuses a backup whose file list was cut short, changing neither data nor files", async () => {
    await writeFile(upload("kept.webp"), "today");
    const fileName = await backup();
    await rm(upload("kept.webp"));
    await rewrite(fileName, (all) => all.filter((line) => !line.includes('"path":"kept.webp"')));
    const response = await restore(fileName);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/incomplete or damaged/);
    expect(existsSync(upload("kept.webp"))).toBe(false);
    expect((await readdir(uploadDir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("refuses a file path that climbs out of the upload folder", async () => {
    const fileName = await backup();
    await rewrite(fileName, (all) =>
      all.map((line) =>
        line.startsWith('["f",') ? line.replace(/"path":"[^"]+"/, '"path":"../../escape.txt"') : line,
      ),
    );
    expect((await restore(fileName)).statusCode).toBe(400);
    expect(existsSync(path.join(uploadDir, "..", "..", "escape.txt"))).toBe(false);
  });

  it("still restores a version 1 backup (no files) and says what it means for the pictures", async () => {
    const fileName = await backup();
    await rewrite(fileName, (all) =>
      all
        .filter((line) => !line.startsWith('["f",'))
        .map((line) => (line.startsWith('["h",') ? line.replace('"version":2', '"version":1') : line))
        .map((line) => (line.startsWith('["e",') ? line.replace(/,"files":\d+/, "") : line)),
    );
    const response = await restore(fileName);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/made before backups held uploaded pictures/);
  });
});

describe("a downloaded backup's signature", () => {
  it("travels with the download and has a download of its own, which makes a restore possible again", async () => {
    const fileName = await backup();
    const stored = (await readFile(path.join(backupDir, `${fileName}.sig`), "utf8")).trim();
    const download = await admin.client.get(`/api/admin/backup/download/${fileName}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["x-backup-signature"]).toBe(stored);
    const signature = await admin.client.get(`/api/admin/backup/signature/${fileName}`);
    expect(signature.statusCode).toBe(200);
    expect(signature.headers["content-disposition"]).toBe(`attachment; filename="${fileName}.sig"`);
    expect(signature.body).toBe(`${stored}\n`);

    // Without its .sig the restore explains how to proceed; with the downloaded one it goes ahead.
    await rm(path.join(backupDir, `${fileName}.sig`));
    const refused = await restore(fileName);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/put its signature file \(Signature in the Backups tab/);
    expect((await admin.client.get(`/api/admin/backup/signature/${fileName}`)).statusCode).toBe(404);
    await writeFile(path.join(backupDir, `${fileName}.sig`), signature.body);
    expect((await restore(fileName)).statusCode).toBe(200);
  });
});

// Other app processes are told apart by their connections' application_name on a PostgreSQL server;
// the embedded database has one process by construction.
describe.runIf(process.env.NETWISE_TEST_DB === "postgres")("a restore while another process runs", () => {
  it("is refused with 409 while another Netwise process is connected, and goes ahead once it stopped", async () => {
    const fileName = await backup();
    const driver = databaseDriver(ctx.db);
    if (driver.kind !== "postgres") throw new Error("expected PostgreSQL");
    const other = await openDatabase({ databaseUrl: driver.connectionString, dataDir: null });
    try {
      const refused = await restore(fileName);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: OTHER_PROCESSES_RUNNING(1) });
    } finally {
      await other.close();
    }
    expect((await restore(fileName)).statusCode).toBe(200);
  });
});
