// The OpenAPI document as a contract others can use (decision 0018).
//   npx tsx scripts/openapi.ts [file]   writes the document (default: openapi.json in a temporary folder)
//   npx tsx scripts/openapi.ts --check  writes it, lints it with Redocly's recommended rules (0 errors
//                                       or fail), generates a client with openapi-typescript into a
//                                       temporary folder and type-checks a script calling five endpoints
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app";
import { testConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";

async function writeDocument(file: string) {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const app = await buildApp({ db: database.db, config: testConfig() });
  try {
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
    fs.writeFileSync(file, `${JSON.stringify(response.json(), null, 2)}\n`);
  } finally {
    await app.close();
    await database.close();
  }
}

function run(command: string, args: string[]) {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  if (result.status !== 0) throw new Error(`${command} ${args[0] ?? ""} failed (exit ${result.status})`);
}

/** Five calls a client of another team would make, typed only by the generated `paths`. */
const CLIENT_SCRIPT = `import type { paths } from "./schema";

type Get<P extends keyof paths> = paths[P] extends { get: infer O } ? O : never;
type Post<P extends keyof paths> = paths[P] extends { post: infer O } ? O : never;
type Ok<O> = O extends { responses: { 200: { content: { "application/json": infer B } } } } ? B : never;
type Body<O> = O extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;

/** A type that resolved to never would accept any property access: each answer must not be never. */
type Typed<T> = [T] extends [never] ? false : true;

declare function get<P extends keyof paths>(path: P, query?: unknown): Promise<Ok<Get<P>>>;
declare function post<P extends keyof paths>(path: P, body: Body<Post<P>>): Promise<Ok<Post<P>>>;

export async function fiveCalls() {
  const list = await get("/api/articles", { limit: 5 });
  const first: string | undefined = list.articles[0]?.title;
  const next: string | null = list.nextCursor;
  const article = await get("/api/articles/{slug}");
  const likes: number = article.engagement.likes;
  const banner = await get("/api/banners/active", { page: "Feed" });
  const title: string | undefined = banner?.title;
  const short = await post("/api/shorten", { url: "https://example.com" });
  const shortUrl: string = short.shortUrl;
  const signedIn = await post("/api/auth/login", { email: "ada@example.com", password: "secret" });
  const typed: [Typed<typeof list>, Typed<typeof article>, Typed<typeof banner>, Typed<typeof short>, Typed<typeof signedIn>] = [true, true, true, true, true];
  return { first, next, likes, title, shortUrl, signedIn, typed };
}
`;

async function check() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "netwise-openapi-"));
  try {
    const document = path.join(folder, "openapi.json");
    await writeDocument(document);
    run("npx", [
      "--no-install",
      "@redocly/cli",
      "lint",
      "--extends=recommended",
      "--format=summary",
      document,
    ]);
    run("npx", [
      "--no-install",
      "openapi-typescript",
      document,
      "--output",
      path.join(folder, "schema.d.ts"),
    ]);
    fs.writeFileSync(path.join(folder, "five-calls.ts"), CLIENT_SCRIPT);
    run("npx", [
      "--no-install",
      "tsc",
      "--noEmit",
      "--strict",
      "--target",
      "es2022",
      "--module",
      "nodenext",
      "--skipLibCheck",
      path.join(folder, "five-calls.ts"),
    ]);
    console.log("OpenAPI document: Redocly lint clean, the generated client type-checks.");
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const argument = process.argv[2];
if (argument === "--check") {
  await check();
} else {
  const file =
    argument ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), "netwise-openapi-")), "openapi.json");
  await writeDocument(file);
  console.log(file);
}
