import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const CLIENT_SOURCES = [
  "index.html",
  "vite.config.ts",
  "src/client",
  "src/shared",
  "public",
  "package-lock.json",
];
const BUILT_INDEX = "dist/client/index.html";

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the client has never been built or a source changed since the last build. */
export function isClientBuildStale(root = process.cwd()): boolean {
  const built = path.join(root, BUILT_INDEX);
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** Builds the client with Vite when its build is missing or older than its sources. */
export function ensureClientBuild(root = process.cwd()) {
  if (!isClientBuildStale(root)) return;
  console.log("Building the client (its build is missing or older than the sources)...");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The client build failed; see the output above.");
}
