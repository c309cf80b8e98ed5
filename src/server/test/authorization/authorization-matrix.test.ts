import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../test-app";
import { EXPECTED_STATUSES, type Expected } from "./expected-statuses";
import { concreteUrl, routeKeys } from "./route-table";

/**
 * Every registered route, read from Fastify's route table, is called by a visitor, a member, another
 * member and an admin, and each answer is compared with the table in ./expected-statuses.ts. A route
 * missing from the table fails here, so a new route cannot be forgotten.
 *
 * The request: path parameters name a record that does not exist (id 2147483647, slug
 * "no-such-record"); POST, PUT and PATCH send an empty JSON object. So a guarded route answers a
 * visitor 401 before it looks at the body (guards run in onRequest, before validation), a member
 * 403 where only admins may call, and the rest answer what the missing record or the empty body
 * earns. Whether a member may change another member's record is tested in each area's own tests.
 */

let ctx: TestContext;
let member: SignedInMember;
let other: SignedInMember;
let admin: SignedInMember;
beforeAll(async () => {
  // No client build: the built pages (GET /, /*) are static files, not API routes, and exist only after a build.
  ctx = await createTestApp({ authRateLimit: 100_000, clientDistDir: "/nonexistent/netwise-client" });
  member = await signedInMember(ctx);
  other = await signedInMember(ctx);
  admin = await signedInMember(ctx, { role: "admin" });
});
afterAll(() => ctx.close());

/** Routes that end the caller's session: each role calls them from a session of its own. */
const ENDS_SESSION = new Set(["POST /api/auth/logout"]);

async function statusOf(client: TestClient, key: string): Promise<number> {
  const [method = "GET", url = "/"] = key.split(" ");
  const body = ["POST", "PUT", "PATCH"].includes(method) ? {} : undefined;
  const response = await client.request(method as "GET", concreteUrl(url), body);
  return response.statusCode;
}

async function actualStatuses(key: string): Promise<Expected> {
  const clientFor = async (who: SignedInMember | null) => {
    if (!who) return new TestClient(ctx.app);
    if (!ENDS_SESSION.has(key)) return who.client;
    return (await signedInMember(ctx, { role: who.user.role })).client;
  };
  return {
    visitor: await statusOf(await clientFor(null), key),
    member: await statusOf(await clientFor(member), key),
    other: await statusOf(await clientFor(other), key),
    admin: await statusOf(await clientFor(admin), key),
  };
}

describe("authorization matrix", () => {
  it("has a row for every registered route and no row for a route that is gone", () => {
    const keys = routeKeys(ctx.routes);
    expect(
      keys.filter((key) => !(key in EXPECTED_STATUSES)),
      "routes missing from the table",
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED_STATUSES).filter((key) => !keys.includes(key)),
      "rows of no route",
    ).toEqual([]);
  });

  it("answers visitor, member, another member and admin as the table says", async () => {
    const mismatches: string[] = [];
    for (const key of routeKeys(ctx.routes)) {
      const expected = EXPECTED_STATUSES[key];
      if (!expected) continue;
      const actual = await actualStatuses(key);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        mismatches.push(`${key}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Four requests for each of the app's ~200 routes: longer than one API test on a busy machine.
  }, 180_000);
});
