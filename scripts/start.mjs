// `npm start` (and the container's command): builds what is missing or stale, then runs the compiled server.
// Plain JavaScript so that a production install (`npm ci --omit=dev` after a build) starts without tsx.
import { ensureBuild } from "./build.mjs";

await ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../dist/server/main.js");
