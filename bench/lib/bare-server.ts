/**
 * The bare side of bench/side-by-side.ts: `node:http` + `pg` and nothing else. For each path it
 * knows (signed in or not, by its cookie), it runs the statements the app was seen sending for that path (text, parameters, row mode
 * and prepared-statement name, as captured), in order on one pooled connection, turns the rows into
 * JSON, as any server must, and answers the app's own JSON for that path (captured with the
 * statements): both sides put byte-identical JSON on the wire, so the comparison measures the work
 * between the rows and the answer, not the size of two different answers. Same pool size as the app.
 *
 *   node --import tsx bench/lib/bare-server.ts <statements.json> <database url>
 * Prints `listening <port>` once it listens on a free port of 127.0.0.1.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { routeKey } from "./route-key";

export type CapturedStatement = { text: string; values: unknown[]; rowMode?: "array"; name?: string };
/** routeKey (path with its query string, signed in or not) → the statements one request ran, and the app's answer. */
export type CapturedRoutes = Record<string, { statements: CapturedStatement[]; body: string }>;

const APP_POOL_SIZE = 10;

const [file, databaseUrl] = process.argv.slice(2);
if (!file || !databaseUrl) throw new Error("usage: bare-server.ts <statements.json> <database url>");
const routes = JSON.parse(readFileSync(file, "utf8")) as CapturedRoutes;
const pool = new pg.Pool({ connectionString: databaseUrl, max: APP_POOL_SIZE });

const server = http.createServer(async (request, response) => {
  const route = routes[routeKey(request.url ?? "", request.headers.cookie !== undefined)];
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  const client = await pool.connect();
  try {
    const results: unknown[] = [];
    for (const statement of route.statements) results.push((await client.query(statement)).rows);
    const rowsAsJson = JSON.stringify(results.length === 1 ? results[0] : results);
    if (rowsAsJson.length === 0) throw new Error("no JSON"); // uses the string, so the work is never skipped
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(route.body);
  } catch (error) {
    response.writeHead(500).end(String(error));
  } finally {
    client.release();
  }
});
server.listen(0, "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
process.once("SIGTERM", () => {
  server.close();
  void pool.end();
});
