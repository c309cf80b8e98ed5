import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

describe("GET /api/members/me/followers", () => {
  it("lists who follows the member, newest follower first, page by page", async () => {
    const me = await signedInMember(ctx, { firstName: "Mia", lastName: "Stone" });
    const fans = [];
    for (const firstName of ["Ann", "Ben", "Cy"]) {
      const fan = await signedInMember(ctx, {
        firstName,
        lastName: "Fan",
        jobTitle: "Designer",
        company: "Acme",
      });
      expect((await fan.client.put(`/api/members/${me.user.id}/follow`)).statusCode).toBe(200);
      fans.push(fan);
    }
    const first = await me.client.get("/api/members/me/followers?limit=2");
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.followers).toEqual([
      {
        id: fans[2]?.user.id,
        username: fans[2]?.user.username,
        avatar: null,
        firstName: "Cy",
        lastName: "Fan",
        jobTitle: "Designer",
        company: "Acme",
        followedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ firstName: "Ben" }),
    ]);
    expect(body.nextCursor).toEqual(expect.any(String));
    const second = (
      await me.client.get(`/api/members/me/followers?limit=2&cursor=${body.nextCursor}`)
    ).json();
    expect(second).toEqual({ followers: [expect.objectContaining({ firstName: "Ann" })], nextCursor: null });

    // Unfollowing leaves the list.
    expect((await fans[0]?.client.delete(`/api/members/${me.user.id}/follow`))?.statusCode).toBe(200);
    const after = (await me.client.get("/api/members/me/followers")).json();
    expect(after.followers.map((f: { firstName: string }) => f.firstName)).toEqual(["Cy", "Ben"]);
  });

  it("shows each member only their own followers; admins too; a visitor gets 401", async () => {
    const followed = await insertUser(ctx.db);
    const fan = await signedInMember(ctx);
    await fan.client.put(`/api/members/${followed.id}/follow`);
    const other = await signedInMember(ctx);
    const admin = await signedInMember(ctx, { role: "admin" });
    expect((await other.client.get("/api/members/me/followers")).json()).toEqual({
      followers: [],
      nextCursor: null,
    });
    expect((await admin.client.get("/api/members/me/followers")).json()).toEqual({
      followers: [],
      nextCursor: null,
    });
    expect((await new TestClient(ctx.app).get("/api/members/me/followers")).statusCode).toBe(401);
  });

  it("validates the page parameters", async () => {
    const me = await signedInMember(ctx);
    for (const query of ["limit=0", "limit=51", "limit=x", "cursor=***", "cursor=bm9wZQ", "other=1"]) {
      const response = await me.client.get(`/api/members/me/followers?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().message).toBe("string");
    }
  });
});
