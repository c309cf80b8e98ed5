import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";

/** Completing the profile changes the suggestions (issue 29): no cache keeps the old ones. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

describe("a profile edit", () => {
  it("changes the member's own top suggestion at once, on every list", async () => {
    const bookkeeper = await insertUser(ctx.db, {
      jobTitle: "Bookkeeper",
      servicesOffered: "bookkeeping for small businesses",
      location: "Tallinn",
    });
    const designer = await insertUser(ctx.db, {
      jobTitle: "Web Designer",
      servicesOffered: "web design",
      location: "Tartu",
    });
    const { client } = await signedInMember(ctx, {
      lookingFor: "a bookkeeper",
      location: "Narva",
    });
    const top = async () => {
      const [dashboard, referrals] = await Promise.all([
        client.get("/api/dashboard/recommendations"),
        client.get("/api/referrals/matches?limit=5"),
      ]);
      expect(dashboard.statusCode).toBe(200);
      expect(referrals.statusCode).toBe(200);
      return [dashboard.json()[0]?.id, referrals.json()[0]?.id];
    };
    expect(await top()).toEqual([bookkeeper.id, bookkeeper.id]);

    const edit = await client.put("/api/profile", { lookingFor: "a web designer" });
    expect(edit.statusCode).toBe(200);
    expect(await top()).toEqual([designer.id, designer.id]);
  });
});
