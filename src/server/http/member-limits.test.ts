import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConnection, insertPost, insertUser } from "../db/seed/factories";
import { createTestApp, type SignedInMember, signedInMember, type TestContext } from "../test/test-app";
import { MEMBER_LIMITS } from "./member-limits";

/** A tenth of each allowance keeps the test short; the refusal still names the allowance in force. */
const SCALE = 0.1;
const allowance = (kind: keyof typeof MEMBER_LIMITS) => Math.round(MEMBER_LIMITS[kind].max * SCALE);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000, memberLimitScale: SCALE });
});
afterAll(() => ctx.close());

/** Sends `count` requests one after another; answers their status codes. */
async function statuses(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let index = 0; index < count; index++) codes.push((await send(index)).statusCode);
  return codes;
}

function expectLimited(
  codes: number[],
  max: number,
  okStatus: number,
  refused: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
) {
  expect(codes).toEqual(Array.from({ length: max }, () => okStatus));
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({
    message: expect.stringMatching(`: at most ${max} an hour\\. Please wait `),
  });
  expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
}

describe("per-member limits on creating content", () => {
  let member: SignedInMember;
  beforeAll(async () => {
    member = await signedInMember(ctx);
  });

  it("posts beyond the hourly allowance answer 429; another member is not affected", async () => {
    const max = allowance("post");
    const codes = await statuses(max, (i) => member.client.post("/api/feed", { content: `Post ${i}` }));
    const refused = await member.client.post("/api/feed", { content: "One too many" });
    expectLimited(codes, max, 201, refused);
    expect(refused.json()).toEqual({
      message: "Too many posts: at most 3 an hour. Please wait 60 minutes and try again.",
    });
    const other = await signedInMember(ctx);
    expect((await other.client.post("/api/feed", { content: "Mine" })).statusCode).toBe(201);
  });

  it("comments beyond the hourly allowance answer 429", async () => {
    const max = allowance("comment");
    const author = await insertUser(ctx.db);
    const post = await insertPost(ctx.db, { userId: author.id });
    const url = `/api/feed/${post.id}/comments`;
    const codes = await statuses(max, (i) => member.client.post(url, { content: `Comment ${i}` }));
    expectLimited(codes, max, 201, await member.client.post(url, { content: "One too many" }));
  });

  it("messages beyond the hourly allowance answer 429", async () => {
    const max = allowance("message");
    const friend = await insertUser(ctx.db);
    await insertConnection(ctx.db, {
      userId: member.user.id,
      connectedUserId: friend.id,
      status: "accepted",
    });
    const send = (content: string) =>
      member.client.post("/api/messages", { recipientId: friend.id, content });
    const codes = await statuses(max, (i) => send(`Message ${i}`));
    expectLimited(codes, max, 201, await send("One too many"));
  });

  it("connection requests beyond the hourly allowance answer 429", async () => {
    const max = allowance("connectionRequest");
    const targets = await Promise.all(Array.from({ length: max + 1 }, () => insertUser(ctx.db)));
    const request = (toUserId: number) => member.client.post("/api/connections/request", { toUserId });
    const codes = await statuses(max, (i) => request(targets[i]?.id ?? 0));
    expectLimited(codes, max, 201, await request(targets[max]?.id ?? 0));
  });
});
