import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-lock-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("lockDataDir", () => {
  it("keeps a second process out while the first is alive", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, "netwise.lock"), String(holder.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Netwise process/);
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a process that was killed", async () => {
    const dir = tempDir();
    const victim = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    fs.writeFileSync(path.join(dir, "netwise.lock"), String(victim.pid));
    victim.kill("SIGKILL");
    await new Promise((resolve) => victim.once("exit", resolve));
    const unlock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "netwise.lock"), "utf8")).toBe(String(process.pid));
    unlock();
    expect(fs.existsSync(path.join(dir, "netwise.lock"))).toBe(false);
  });
});
