import { ensureClientBuild } from "./client-build";

ensureClientBuild();
process.env.NODE_ENV ??= "production";
await import("../src/server/main");
