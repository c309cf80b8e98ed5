import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConnection } from "../../db/seed/factories";
import { listenOnce, openEventStream, type SseConnection } from "../../test/sse-client";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let baseUrl: string;
const open: SseConnection[] = [];
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 10_000, liveHeartbeatMs: 300, liveStreamsPerMember: 3 });
  baseUrl = await listenOnce(ctx.app);
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await ctx.close();
});

async function streamFor(
  cookie: string | undefined,
  options: { lastEventId?: string; accept?: string } = {},
) {
  const stream = await openEventStream(baseUrl, { cookie, ...options });
  open.push(stream);
  return stream;
}

async function connectedPair() {
  const sam = await signedInMember(ctx, { firstName: "Sam", lastName: "Lee" });
  const ada = await signedInMember(ctx);
  await insertConnection(ctx.db, { userId: sam.user.id, connectedUserId: ada.user.id, status: "accepted" });
  return { sam, ada };
}

describe("GET /api/events", () => {
  it("delivers a new notification to the recipient's stream, and nothing to the actor's", async () => {
    const { sam, ada } = await connectedPair();
    const adaStream = await streamFor(ada.client.cookie);
    const samStream = await streamFor(sam.client.cookie);
    expect(adaStream.status).toBe(200);
    expect(adaStream.headers["content-type"]).toContain("text/event-stream");

    const startedAt = Date.now();
    const sent = await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Hi Ada" });
    expect(sent.statusCode).toBe(201);
    const [event] = await adaStream.waitForEvents(1, 2_000);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    const listed = (await ada.client.get("/api/notifications")).json().notifications[0];
    expect(event?.event).toBe("notification");
    expect(event?.id).toBe(String(listed.id));
    expect(JSON.parse(event?.data ?? "")).toEqual(listed);
    expect(listed).toMatchObject({ type: "message", text: "Sam Lee sent you a message: “Hi Ada”" });
    expect(samStream.events).toEqual([]);
  });

  it("resumes from Last-Event-ID with what the stream missed, oldest first", async () => {
    const { sam, ada } = await connectedPair();
    const first = await streamFor(ada.client.cookie);
    await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "One" });
    const [seen] = await first.waitForEvents(1);
    first.close();
    await first.closed;
    // While away: a message (folded into a new row) and a connection request from someone else.
    await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Two" });
    const carl = await signedInMember(ctx, { firstName: "Carl", lastName: "Ray" });
    await carl.client.post("/api/connections/request", { toUserId: ada.user.id });

    const resumed = await streamFor(ada.client.cookie, { lastEventId: seen?.id ?? "" });
    const missed = await resumed.waitForEvents(2);
    expect(missed.map((event) => JSON.parse(event.data).text)).toEqual([
      "Sam Lee sent you 2 messages",
      "Carl Ray sent you a connection request",
    ]);
    expect(Number(missed[0]?.id)).toBeLessThan(Number(missed[1]?.id));

    // A Last-Event-ID that is not one of ours starts a fresh stream (nothing replayed).
    const fresh = await streamFor(ada.client.cookie, { lastEventId: "nonsense" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fresh.events).toEqual([]);
  });

  it("writes a comment line between events so proxies keep the stream open", async () => {
    const { ada } = await connectedPair();
    const stream = await streamFor(ada.client.cookie);
    expect(await stream.waitForComment(2_000)).toBe("heartbeat");
  });

  it("tells the member's other streams the new unread count when notifications are read", async () => {
    const { sam, ada } = await connectedPair();
    await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Hi" });
    const stream = await streamFor(ada.client.cookie);
    await ada.client.post("/api/notifications/read", { all: true });
    const [event] = await stream.waitForEvents(1);
    expect(event).toEqual({ id: null, event: "read", data: JSON.stringify({ unreadCount: 0 }) });
  });

  it("keeps at most the configured streams per member, closing the oldest", async () => {
    const { sam, ada } = await connectedPair();
    const streams: SseConnection[] = [];
    for (let i = 0; i < 5; i++) streams.push(await streamFor(ada.client.cookie));
    await Promise.all([streams[0]?.closed, streams[1]?.closed]);
    await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Still there?" });
    for (const stream of streams.slice(2))
      expect((await stream.waitForEvents(1))[0]?.event).toBe("notification");
    expect(streams[0]?.events).toEqual([]);
  });

  it("refuses visitors and clients that do not accept an event stream", async () => {
    const visitor = await streamFor(undefined);
    expect(visitor.status).toBe(401);
    const { ada } = await connectedPair();
    const json = await streamFor(ada.client.cookie, { accept: "application/json" });
    const noAccept = await ctx.app.inject({
      url: "/api/events",
      headers: { cookie: ada.client.cookie ?? "" },
    });
    expect(noAccept.statusCode).toBe(406);
    expect(noAccept.json().message).toContain("text/event-stream");
    expect(json.status).toBe(406);
  });
});

describe("stopping the server", () => {
  it("closes open streams before the database", async () => {
    const own = await createTestApp({ authRateLimit: 10_000 });
    const url = await listenOnce(own.app);
    const member = await signedInMember(own);
    const stream = await openEventStream(url, { cookie: member.client.cookie });
    expect(stream.status).toBe(200);
    const started = Date.now();
    await own.close();
    await stream.closed;
    expect(Date.now() - started).toBeLessThan(5_000);
  }, 90_000);
});
