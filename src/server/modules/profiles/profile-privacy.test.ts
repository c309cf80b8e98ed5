import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { insertConnection, insertUser } from "../../db/seed/factories";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
});
afterAll(() => ctx.close());

const PHONE = "+1 555 0199";
const contactOf = async (client: TestClient, username: string) => {
  const response = await client.get(`/api/profile/${username}`);
  expect(response.statusCode).toBe(200);
  const { email, phoneNumber } = response.json();
  return { email, phoneNumber };
};

describe("finding 3: who sees a member's e-mail and phone", () => {
  it("hides both from visitors, other members and admins; shows connections what the member allows", async () => {
    const owner = await signedInMember(ctx, { phoneNumber: PHONE });
    const connection = await signedInMember(ctx);
    const pending = await signedInMember(ctx);
    const stranger = await signedInMember(ctx);
    const admin = await signedInMember(ctx, { role: "admin" });
    await insertConnection(ctx.db, {
      userId: connection.user.id,
      connectedUserId: owner.user.id,
      status: "accepted",
    });
    await insertConnection(ctx.db, {
      userId: owner.user.id,
      connectedUserId: pending.user.id,
      status: "pending",
    });
    const username = owner.user.username;
    const hidden = { email: null, phoneNumber: null };

    for (const viewer of [new TestClient(ctx.app), stranger.client, pending.client, admin.client]) {
      expect(await contactOf(viewer, username)).toEqual(hidden);
    }
    // Defaults: e-mail on, phone off for connections; the member always sees their own.
    expect(await contactOf(connection.client, username)).toEqual({
      email: owner.user.email,
      phoneNumber: null,
    });
    expect(await contactOf(owner.client, username)).toEqual({ email: owner.user.email, phoneNumber: PHONE });

    const changed = await owner.client.patch("/api/profile/privacy", {
      showEmailToConnections: false,
      showPhoneToConnections: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      showEmailToConnections: false,
      showPhoneToConnections: true,
      browsePrivately: false,
    });
    expect(await contactOf(connection.client, username)).toEqual({ email: null, phoneNumber: PHONE });
    expect(await contactOf(stranger.client, username)).toEqual(hidden);
    expect((await owner.client.get("/api/auth/me")).json()).toMatchObject({
      showEmailToConnections: false,
      showPhoneToConnections: true,
    });
  });
});

describe("PATCH /api/profile/privacy", () => {
  it("changes only the fields sent, of the member's own account", async () => {
    const { user, client } = await signedInMember(ctx);
    const other = await insertUser(ctx.db);
    const response = await client.patch("/api/profile/privacy", { showPhoneToConnections: true });
    expect(response.json()).toEqual({
      showEmailToConnections: true,
      showPhoneToConnections: true,
      browsePrivately: false,
    });
    const [otherRow] = await ctx.db.select().from(users).where(eq(users.id, other.id));
    expect(otherRow).toMatchObject({ showEmailToConnections: true, showPhoneToConnections: false });
    const [own] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(own?.showPhoneToConnections).toBe(true);
  });

  it("refuses bad input with 400 and a visitor with 401", async () => {
    const { client } = await signedInMember(ctx);
    for (const body of [{}, { showEmailToConnections: "no" }, { showPhoneToConnections: true, userId: 1 }]) {
      const response = await client.patch("/api/profile/privacy", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const visitor = await new TestClient(ctx.app).patch("/api/profile/privacy", {
      showPhoneToConnections: true,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
