// `npm run create-admin -- <email>` (and `node scripts/create-admin.mjs <email>` in the container): builds the
// server when its build is missing or stale, then runs the compiled command (dist/server/create-admin.js).
// Plain JavaScript, like scripts/start.mjs, so a production install runs it without tsx.
import { ensureServerBuild } from "./build.mjs";

await ensureServerBuild();
await import("../dist/server/create-admin.js");
