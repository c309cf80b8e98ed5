// The one build: the client with Vite into dist/client, the server with esbuild into dist/server (one ESM file
// plus what it reads at run time). Plain JavaScript, so `npm start` can run it without tsx.
// `node scripts/build.mjs` builds both; `ensureBuild()` (used by `npm start`) builds only what is stale.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const CLIENT = {
  name: "client",
  output: "dist/client/index.html",
  sources: [
    "index.html",
    "vite.config.ts",
    "scripts/prerender-plugin.ts",
    "src/client",
    "src/shared",
    "public",
    "package-lock.json",
  ],
};
const SERVER = {
  name: "server",
  output: "dist/server/main.js",
  sources: ["src/server", "src/shared", "models", "scripts/build.mjs", "package-lock.json"],
};

/** Files the server reads next to its own module at run time, copied beside dist/server/main.js. */
const SERVER_ASSETS = [
  ["src/server/db/migrations", "migrations"],
  ["src/server/modules/auth/common-passwords.txt", "common-passwords.txt"],
  ["models/word-vectors-100d.bin", "word-vectors-100d.bin"],
];

/** The newest change under `target`; tests are left out, since no build contains them. */
function newestMtime(target) {
  if (!fs.existsSync(target) || TEST_CODE.test(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when the part was never built or one of its sources changed since (absent sources count as unchanged). */
function isStale(part, root) {
  const built = path.join(root, part.output);
  if (!fs.existsSync(built)) return true;
  // A production install (the container) has the build and no sources: nothing to rebuild from, and
  // `npm install` there rewrites package-lock.json, which would otherwise look newer than the build.
  if (!fs.existsSync(path.join(root, "src"))) return false;
  const builtAt = fs.statSync(built).mtimeMs;
  return part.sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

export const isClientBuildStale = (root = ROOT) => isStale(CLIENT, root);
export const isServerBuildStale = (root = ROOT) => isStale(SERVER, root);

export function buildClient(root = ROOT) {
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  const result = spawnSync(process.execPath, [vite, "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("The client build failed; see the output above.");
}

/** Builds the server into `outdir` (default dist/server; the create-admin test builds into a folder of its own). */
export async function buildServer(root = ROOT, outdir = path.join(root, "dist/server")) {
  const esbuild = await import("esbuild");
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    // The server, the create-admin command and the sentence model's process, each one self-contained file beside the assets.
    entryPoints: {
      main: "src/server/main.ts",
      "create-admin": "src/server/cli/create-admin.ts",
      "sentence-model-process": "src/server/modules/matching/embeddings/sentence-model-process.ts",
    },
    outdir,
    bundle: true,
    // main.ts imports the app once the database is opening; its chunk (and the packages it imports)
    // then loads meanwhile. Chunks sit beside main.js, so `new URL("./asset", import.meta.url)` still
    // finds the assets.
    splitting: true,
    chunkNames: "chunk-[hash]",
    platform: "node",
    format: "esm",
    target: "node20",
    // Dependencies stay in node_modules (PGlite, argon2 and pg-boss find their own files there).
    packages: "external",
    tsconfig: "tsconfig.json",
    legalComments: "none",
    logLevel: "warning",
    metafile: true,
  });
  assertNoTestCode(Object.keys(result.metafile.inputs));
  for (const [from, to] of SERVER_ASSETS)
    fs.cpSync(path.join(root, from), path.join(outdir, to), { recursive: true });
}

/**
 * Test code (helpers, fake servers, *.test.ts, the labelled sets of test-data/) must never reach the
 * production bundle. The demo seed's row builders live in src/server/db/seed/factories.ts, which the tests import from there.
 */
const TEST_CODE = /(^|\/)src\/server\/test\/|^test-data\/|\.test\.tsx?$/;

export function assertNoTestCode(inputs) {
  const leaked = inputs.filter((input) => TEST_CODE.test(input));
  if (leaked.length > 0)
    throw new Error(
      `The server build includes test code; a production file imports it:\n${leaked.join("\n")}`,
    );
}

/** Builds the client and the server when their build is missing or older than their sources. */
export async function ensureBuild(root = ROOT) {
  if (isClientBuildStale(root)) {
    console.log("Building the client (its build is missing or older than the sources)...");
    buildClient(root);
  }
  if (isServerBuildStale(root)) {
    console.log("Building the server (its build is missing or older than the sources)...");
    await buildServer(root);
  }
}

/** Builds the server only when stale (`npm run create-admin` needs no client). */
export async function ensureServerBuild(root = ROOT) {
  if (!isServerBuildStale(root)) return;
  console.log("Building the server (its build is missing or older than the sources)...");
  await buildServer(root);
}

/** Builds the client only when stale (the browser tests run the server from source). */
export function ensureClientBuild(root = ROOT) {
  if (!isClientBuildStale(root)) return;
  console.log("Building the client (its build is missing or older than the sources)...");
  buildClient(root);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildClient();
  await buildServer();
  console.log("Built dist/client and dist/server.");
}
