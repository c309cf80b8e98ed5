import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPost } from "../../db/seed/factories";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import { ITEM_DECIDED_CANNOT_TAKE, takenBy } from "./item-assignment.service";

let ctx: TestContext;
let admin: SignedInMember;
let moderator: SignedInMember;
let otherModerator: SignedInMember;
let ip = 20;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000 });
  admin = await signedInMember(ctx, { role: "admin" });
  moderator = await signedInMember(ctx, { role: "moderator", firstName: "Mo", lastName: "Derator" });
  otherModerator = await signedInMember(ctx, { role: "moderator" });
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx, {}, { ip: `10.1.0.${ip++}` });

/** A reported post's queue item id. */
async function reportedItem() {
  const author = await member();
  const reporter = await member();
  const post = await insertPost(ctx.db, { userId: author.user.id, content: "Buy followers" });
  const report = await reporter.client.post("/api/reports", {
    targetType: "post",
    targetId: post.id,
    category: "spam",
  });
  expect(report.statusCode).toBe(201);
  const queue = await moderator.client.get("/api/moderation/queue?status=open&limit=50");
  const item = queue.json().items.find((entry: { target: { id: number } }) => entry.target.id === post.id);
  return { itemId: item.id as number, reporter };
}

const assigneeOf = (who: SignedInMember) => ({
  id: who.user.id,
  username: who.user.username,
  firstName: who.user.firstName,
  lastName: who.user.lastName,
});

describe("PUT and DELETE /api/moderation/items/{id}/assignee", () => {
  it("lets one moderator take an item, shows it in the queue, and keeps others from deciding it", async () => {
    const { itemId } = await reportedItem();
    const taken = await moderator.client.put(`/api/moderation/items/${itemId}/assignee`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ assignee: assigneeOf(moderator) });
    // Taking it again is harmless.
    expect((await moderator.client.put(`/api/moderation/items/${itemId}/assignee`)).json()).toEqual({
      assignee: assigneeOf(moderator),
    });
    expect((await otherModerator.client.get(`/api/moderation/items/${itemId}`)).json().assignee).toEqual(
      assigneeOf(moderator),
    );

    const refused = await otherModerator.client.put(`/api/moderation/items/${itemId}/assignee`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: takenBy("Mo Derator") });
    const decision = await otherModerator.client.post(`/api/moderation/items/${itemId}/decision`, {
      action: "dismiss",
      reason: "Fine",
    });
    expect(decision.statusCode).toBe(409);
    expect((await otherModerator.client.delete(`/api/moderation/items/${itemId}/assignee`)).statusCode).toBe(
      403,
    );

    // The one who took it decides; the item stays theirs and cannot be taken any more.
    const decided = await moderator.client.post(`/api/moderation/items/${itemId}/decision`, {
      action: "dismiss",
      reason: "Within the rules",
    });
    expect(decided.statusCode).toBe(201);
    const late = await otherModerator.client.put(`/api/moderation/items/${itemId}/assignee`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: ITEM_DECIDED_CANNOT_TAKE });
  });

  it("gives an item back: by whoever took it, or by an admin, who may also decide a taken item", async () => {
    const first = await reportedItem();
    await moderator.client.put(`/api/moderation/items/${first.itemId}/assignee`);
    const released = await moderator.client.delete(`/api/moderation/items/${first.itemId}/assignee`);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ assignee: null });
    expect(
      (await otherModerator.client.put(`/api/moderation/items/${first.itemId}/assignee`)).statusCode,
    ).toBe(200);
    expect((await admin.client.delete(`/api/moderation/items/${first.itemId}/assignee`)).json()).toEqual({
      assignee: null,
    });

    const second = await reportedItem();
    await otherModerator.client.put(`/api/moderation/items/${second.itemId}/assignee`);
    const byAdmin = await admin.client.post(`/api/moderation/items/${second.itemId}/decision`, {
      action: "dismiss",
      reason: "Checked by an admin",
    });
    expect(byAdmin.statusCode).toBe(201);
  });

  it("is for moderators only, and answers 404 for a missing item and 400 for a bad id", async () => {
    const { itemId, reporter } = await reportedItem();
    expect((await new TestClient(ctx.app).put(`/api/moderation/items/${itemId}/assignee`)).statusCode).toBe(
      401,
    );
    expect((await reporter.client.put(`/api/moderation/items/${itemId}/assignee`)).statusCode).toBe(403);
    expect((await reporter.client.delete(`/api/moderation/items/${itemId}/assignee`)).statusCode).toBe(403);
    expect((await moderator.client.put("/api/moderation/items/999999/assignee")).statusCode).toBe(404);
    expect((await moderator.client.delete("/api/moderation/items/999999/assignee")).statusCode).toBe(404);
    expect((await moderator.client.put("/api/moderation/items/abc/assignee")).statusCode).toBe(400);
  });
});
