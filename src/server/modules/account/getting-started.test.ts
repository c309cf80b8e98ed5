import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connections, posts } from "../../db/schema";
import { insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const NOTHING_DONE = {
  photo: false,
  headline: false,
  offerAndLookingFor: false,
  connection: false,
  post: false,
};

describe("GET /api/account/getting-started", () => {
  it("answers each step of a new member's checklist as not done", async () => {
    const { client } = await signedInMember(ctx, {
      avatar: null,
      jobTitle: null,
      servicesOffered: null,
      lookingFor: null,
    });
    const response = await client.get("/api/account/getting-started");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NOTHING_DONE);
  });

  it("marks each step done from the member's own data, and only theirs", async () => {
    const { user, client } = await signedInMember(ctx, {
      avatar: "/uploads/avatars/a.webp",
      jobTitle: "Designer",
      servicesOffered: "Brand identity",
      lookingFor: null,
    });
    const other = await insertUser(ctx.db, {});
    // Half of "what you offer and look for" is not enough; a pending request is not a connection.
    await ctx.db
      .insert(connections)
      .values({ userId: user.id, connectedUserId: other.id, status: "pending" });
    await ctx.db.insert(posts).values({ userId: other.id, content: "Someone else's post" });
    await ctx.db.insert(posts).values({ userId: user.id, content: "A draft", isPublished: false });
    expect((await client.get("/api/account/getting-started")).json()).toEqual({
      ...NOTHING_DONE,
      photo: true,
      headline: true,
    });

    await client.put("/api/profile", { lookingFor: "Clients in retail" });
    const third = await insertUser(ctx.db, {});
    await ctx.db
      .insert(connections)
      .values({ userId: third.id, connectedUserId: user.id, status: "accepted" });
    await ctx.db.insert(posts).values({ userId: user.id, content: "Hello, network" });
    expect((await client.get("/api/account/getting-started")).json()).toEqual({
      photo: true,
      headline: true,
      offerAndLookingFor: true,
      connection: true,
      post: true,
    });
  });

  it("answers 401 to visitors", async () => {
    const response = await new TestClient(ctx.app).get("/api/account/getting-started");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toHaveProperty("message");
  });
});
