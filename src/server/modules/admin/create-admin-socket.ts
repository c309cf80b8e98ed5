import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Database } from "../../db/client";
import { createAdmin, describeCreateAdmin } from "./create-admin";

/**
 * The embedded database serves one process, so `npm run create-admin` cannot open it while the server
 * runs (in the container: `docker exec … npm run create-admin`). The server therefore answers the
 * command on a Unix socket in DATA_DIR, readable by its own user only: whoever can reach it can already
 * read and write the database files, so it grants nothing new. One JSON line each way:
 * `{"email": "…"}` → `{"message": "…"}` or `{"error": "…"}`.
 */
export const CREATE_ADMIN_SOCKET = "create-admin.sock";

/** Unix socket paths longer than this (108 bytes with the final NUL on Linux) cannot be bound. */
const MAX_SOCKET_PATH = 107;
const REQUEST_LIMIT_BYTES = 1024;

export const createAdminSocketPath = (dataDir: string) => path.resolve(dataDir, CREATE_ADMIN_SOCKET);

/** Starts answering; resolves to a function that stops and removes the socket (null when the path is too long). */
export async function serveCreateAdmin(db: Database, dataDir: string): Promise<(() => Promise<void>) | null> {
  const socketPath = createAdminSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) return null;
  const server = net.createServer((socket) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: string) => {
      received += chunk;
      if (received.length > REQUEST_LIMIT_BYTES)
        return socket.end(`${JSON.stringify({ error: "Request too long." })}\n`);
      if (!received.includes("\n")) return;
      void answer(db, received.slice(0, received.indexOf("\n"))).then((reply) =>
        socket.end(`${JSON.stringify(reply)}\n`),
      );
    });
  });
  // This process holds the data folder's lock, so a socket file left there is from a crash: replace it.
  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(socketPath, { force: true });
  };
}

async function answer(db: Database, line: string): Promise<{ message: string } | { error: string }> {
  let email: unknown;
  try {
    email = (JSON.parse(line) as { email?: unknown }).email;
  } catch {
    return { error: "The request is not JSON." };
  }
  if (typeof email !== "string") return { error: "The request names no e-mail address." };
  try {
    return { message: describeCreateAdmin(await createAdmin(db, email)) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Asks the server running on `dataDir` to make `email` an admin. Resolves to its answer, or to null when
 * no server answers there (no socket, or one left by a crash): then the command opens the database itself.
 */
export function createAdminThroughServer(
  dataDir: string,
  email: string,
): Promise<{ message: string } | { error: string } | null> {
  const socketPath = createAdminSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let received = "";
    const socket = net.createConnection(socketPath, () => socket.write(`${JSON.stringify({ email })}\n`));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("end", () => {
      try {
        resolve(JSON.parse(received));
      } catch {
        reject(new Error("The running server gave no answer."));
      }
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(null);
      else reject(error);
    });
  });
}
