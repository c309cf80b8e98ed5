import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConnection, insertUser } from "../../db/seed/factories";
import { summaryKeysWith } from "../../test/helpers/member-summary-keys";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

/** The spec's fields, and the member summary's first and last name, job title and company (for initials). */
const RECOMMENDATION_KEYS = summaryKeysWith("matchPercentage", "name", "reason", "title");

describe("GET /api/dashboard/recommendations", () => {
  it("lists the best matches with the spec's fields, best first", async () => {
    const { user, client } = await signedInMember(ctx, {
      lookingFor: "A bookkeeper for my dental practice",
      servicesOffered: "Dental care",
      location: "Tulsa, OK",
      skills: ["Dentistry"],
    });
    const bookkeeper = await insertUser(ctx.db, {
      firstName: "Rosa",
      lastName: "Diaz",
      jobTitle: "Bookkeeper",
      company: "Ledgerly",
      servicesOffered: "Bookkeeping and payroll for clinics",
      location: "Tulsa, OK",
      avatar: "/avatars/rosa.png",
    });
    const neighbour = await insertUser(ctx.db, { location: "Tulsa", company: "Tulsa Bakes" });
    const connected = await insertUser(ctx.db, { jobTitle: "Bookkeeper", location: "Tulsa" });
    await insertConnection(ctx.db, { userId: connected.id, connectedUserId: user.id, status: "pending" });

    const response = await client.get("/api/dashboard/recommendations");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.map((item: { id: number }) => item.id)).toEqual([bookkeeper.id, neighbour.id]);
    expect(Object.keys(body[0]).sort()).toEqual(RECOMMENDATION_KEYS);
    expect(body[0]).toEqual({
      id: bookkeeper.id,
      firstName: "Rosa",
      lastName: "Diaz",
      jobTitle: "Bookkeeper",
      company: "Ledgerly",
      name: "Rosa Diaz",
      avatar: "/avatars/rosa.png",
      title: "Bookkeeper at Ledgerly",
      matchPercentage: expect.any(Number),
      reason: "Offers bookkeeping — you're looking for a bookkeeper for your dental practice · Both in Tulsa",
      username: bookkeeper.username,
    });
    expect(body[0].matchPercentage).toBeGreaterThan(body[1].matchPercentage);
    expect(body[1]).toMatchObject({ title: "Works at Tulsa Bakes", reason: "Both in Tulsa" });
  });

  it("gives an empty list to a member with nothing to match on", async () => {
    const { client } = await signedInMember(ctx);
    const response = await client.get("/api/dashboard/recommendations");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("shows each member their own matches (another member and an admin get theirs)", async () => {
    const words = `qv${Date.now()}`;
    const first = await signedInMember(ctx, { location: `${words}town` });
    const second = await signedInMember(ctx, { location: `${words}city` });
    const admin = await signedInMember(ctx, { role: "admin", location: `${words}town` });
    const firstIds = (await first.client.get("/api/dashboard/recommendations"))
      .json()
      .map((r: { id: number }) => r.id);
    const secondIds = (await second.client.get("/api/dashboard/recommendations"))
      .json()
      .map((r: { id: number }) => r.id);
    const adminResponse = await admin.client.get("/api/dashboard/recommendations");
    expect(adminResponse.statusCode).toBe(200);
    expect(firstIds).toEqual([admin.user.id]);
    expect(secondIds).toEqual([]);
    expect(adminResponse.json().map((r: { id: number }) => r.id)).toEqual([first.user.id]);
  });

  it("refuses visitors", async () => {
    const response = await new TestClient(ctx.app).get("/api/dashboard/recommendations");
    expect(response.statusCode).toBe(401);
    expect(Object.keys(response.json())).toEqual(["message"]);
  });
});
