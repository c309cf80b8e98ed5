import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

export type TestRedis = {
  url: string;
  port: number;
  /** Stops the server (as if Redis were lost); start() brings it back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
};

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen on port ${port} within ${timeoutMs} ms`);
}

/**
 * A real redis-server of its own on a free port, in memory only (nothing saved). `.ci/run` installs
 * redis-server when it is missing.
 */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    child.once("error", (error) => {
      throw new Error(`redis-server could not be started (is it installed?): ${error.message}`);
    });
    await waitForPort(port, 10_000);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
