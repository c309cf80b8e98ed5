import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../config";
import { type DatabaseHandle, databaseDriver, openDatabase } from "../../db/client";
import { insertConnection } from "../../db/seed/factories";
import { listenOnce, openEventStream } from "../../test/sse-client";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../../test/test-app";

/**
 * Two app processes' worth of apps on one PostgreSQL database: an action handled by one reaches a
 * stream held by the other through LISTEN/NOTIFY. PGlite is single-process by nature (one app holds
 * its folder), so this runs on a PostgreSQL server only.
 */
const onServer = process.env.NETWISE_TEST_DB === "postgres";

describe.skipIf(!onServer)("live events across app instances on one PostgreSQL database", () => {
  let first: TestContext;
  let secondDb: DatabaseHandle;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    first = await createTestApp({ authRateLimit: 10_000 });
    const driver = databaseDriver(first.db);
    if (driver.kind !== "postgres") throw new Error("expected a PostgreSQL database");
    secondDb = await openDatabase({ databaseUrl: driver.connectionString, dataDir: null });
    second = await buildApp({ db: secondDb.db, config: testConfig({ authRateLimit: 10_000 }) });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it("a message sent through one app arrives on a stream held by the other", async () => {
    const sam = await signedInMember(first, { firstName: "Sam", lastName: "Lee" });
    const ada = await signedInMember(first);
    await insertConnection(first.db, {
      userId: sam.user.id,
      connectedUserId: ada.user.id,
      status: "accepted",
    });
    const streamUrl = await listenOnce(second);
    // Sessions live in the database: Ada's cookie is good on either app.
    const stream = await openEventStream(streamUrl, { cookie: ada.client.cookie });
    expect(stream.status).toBe(200);

    const startedAt = Date.now();
    const sent = await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Across apps" });
    expect(sent.statusCode).toBe(201);
    const [event] = await stream.waitForEvents(1, 2_000);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    expect(JSON.parse(event?.data ?? "")).toMatchObject({
      type: "message",
      text: "Sam Lee sent you a message: “Across apps”",
    });
    // And the read mark made on the second app reaches the same stream.
    const onSecond = new TestClient(second);
    onSecond.cookie = ada.client.cookie;
    expect((await onSecond.post("/api/notifications/read", { all: true })).json()).toEqual({
      unreadCount: 0,
    });
    const [, read] = await stream.waitForEvents(2);
    expect(read).toMatchObject({ event: "read", data: JSON.stringify({ unreadCount: 0 }) });
    stream.close();
  });
});
