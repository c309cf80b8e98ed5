import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, readProcessState } from "./data-dir-lock";

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-lock-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function startTimeOf(pid: number | undefined): string {
  const state = readProcessState(pid ?? 0);
  if (!state) throw new Error(`no process ${pid}`);
  return state.startTime;
}

/**
 * A finished child its parent never reaps: `sh` starts it, then becomes `sleep`, which never waits.
 * The child outlives the `exec` by a moment, so `sh` cannot reap it first; a busy machine may take a
 * while to schedule its exit, hence the patient wait.
 */
async function spawnZombie(): Promise<{ zombiePid: number; stop(): void }> {
  const parent = spawn("sh", ["-c", "sleep 0.1 & echo $!; exec sleep 30"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  const zombiePid = await new Promise<number>((resolve) =>
    parent.stdout.once("data", (chunk: Buffer) => resolve(Number.parseInt(chunk.toString(), 10))),
  );
  for (let i = 0; i < 250 && readProcessState(zombiePid)?.state !== "Z"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { zombiePid, stop: () => parent.kill("SIGKILL") };
}

describe("lockDataDir", () => {
  it("keeps a second process out while the first is alive", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(path.join(dir, "netwise.lock"), `${holder.pid} ${startTimeOf(holder.pid)}`);
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
    expect(fs.readFileSync(path.join(dir, "netwise.lock"), "utf8")).toBe(
      `${process.pid} ${startTimeOf(process.pid)}`,
    );
    unlock();
    expect(fs.existsSync(path.join(dir, "netwise.lock"))).toBe(false);
  });

  it("takes over a lock whose holder is a zombie (killed, not yet reaped), which a signal test calls alive", async () => {
    const dir = tempDir();
    const zombie = await spawnZombie();
    try {
      expect(readProcessState(zombie.zombiePid)?.state).toBe("Z");
      expect(() => process.kill(zombie.zombiePid, 0)).not.toThrow();
      fs.writeFileSync(
        path.join(dir, "netwise.lock"),
        `${zombie.zombiePid} ${startTimeOf(zombie.zombiePid)}`,
      );
      const unlock = lockDataDir(dir);
      unlock();
    } finally {
      zombie.stop();
    }
  });

  it("takes over a lock whose PID now belongs to another process (a reused PID starts at another time)", async () => {
    const dir = tempDir();
    const stranger = spawn("sleep", ["30"]);
    try {
      const realStart = Number(startTimeOf(stranger.pid));
      fs.writeFileSync(path.join(dir, "netwise.lock"), `${stranger.pid} ${realStart - 1000}`);
      const unlock = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, "netwise.lock"), "utf8")).toBe(
        `${process.pid} ${startTimeOf(process.pid)}`,
      );
      unlock();
    } finally {
      stranger.kill("SIGKILL");
    }
  });
});
