import * as esbuild from "esbuild";
import fs from "node:fs";
const outdir = "/work/main/dist/server-b";
fs.rmSync(outdir, { recursive: true, force: true });
const external = process.argv.slice(2);
const result = await esbuild.build({
  absWorkingDir: "/work/main",
  entryPoints: { main: "src/server/main.ts", "sentence-model-process": "src/server/modules/matching/embeddings/sentence-model-process.ts" },
  outdir, bundle: true, platform: "node", format: "esm", target: "node20",
  external, tsconfig: "tsconfig.json", legalComments: "none", logLevel: "warning", metafile: true,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});
for (const [from, to] of [["src/server/db/migrations", "migrations"], ["src/server/modules/auth/common-passwords.txt", "common-passwords.txt"], ["src/server/modules/matching/embeddings/word-vectors-100d.bin", "word-vectors-100d.bin"]]) fs.cpSync(`/work/main/${from}`, `${outdir}/${to}`, { recursive: true });
console.log(fs.statSync(`${outdir}/main.js`).size);
