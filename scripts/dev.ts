import { type ChildProcess, spawn } from "node:child_process";

/** The API with reload (tsx watch) on PORT 5000 and the Vite dev server, which proxies /api to it. */
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "watch", "--clear-screen=false", "src/server/main.ts"],
    {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "development" },
    },
  ),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit" }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
