import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type Config, testConfig } from "../../config";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { referrals, serviceOrders, services } from "../../db/schema";
import { insertReferral, insertUser } from "../../db/seed/factories";
import type { Outbox } from "../../jobs/outbox";
import { eventually, type ReceiverAnswer, startWebhookReceiver } from "../../test/fakes/webhook-receiver";
import { countAutomationJobs, queryRows } from "../../test/helpers/referrals-test-helpers";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";
import { openTestDatabase } from "../../test/test-database";
import { enqueueAutomationEvent } from "./automation-events";
import { AUTOMATION_QUEUE } from "./automation-job";
import {
  ATTEMPT_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  isValidSignature,
  SIGNATURE_HEADER,
} from "./automation-signature";

const SECRET = "test-webhook-secret";
type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
type Db = TestContext["db"];

const referralStatus = async (db: Db, id: number) =>
  (await db.select({ status: referrals.automationStatus }).from(referrals).where(eq(referrals.id, id)))[0]
    ?.status;

const jobState = async (db: Db, eventId: string) => {
  const [row] = await queryRows<{ state: string; retry_count: number }>(
    db,
    sql`select state::text as state, retry_count from pgboss.job where name = ${AUTOMATION_QUEUE} and id = ${eventId}::uuid`,
  );
  return row;
};

/** A referral row and its automation event, enqueued the way services do: inside a transaction. */
async function referralWithEvent(db: Db, outbox: Outbox, beforeEnqueue?: (referralId: number) => void) {
  const member = await insertUser(db);
  const target = await insertUser(db);
  const referral = await insertReferral(db, {
    referrerId: member.id,
    refereeId: member.id,
    targetId: target.id,
  });
  beforeEnqueue?.(referral.id);
  await db.transaction((tx) =>
    enqueueAutomationEvent(tx, outbox, {
      subject: "referral",
      subjectId: referral.id,
      type: "referral.sent",
      payload: { referral: { id: referral.id } },
    }),
  );
  return referral;
}

/** Per delivery, the answers to give in turn (the last one repeats); 200 when none were set. */
function scriptedAnswers() {
  const scripts = new Map<number, ReceiverAnswer[]>();
  return {
    script(subjectId: number, answers: ReceiverAnswer[]) {
      scripts.set(subjectId, answers);
    },
    respond(body: string): ReceiverAnswer {
      const subjectId = (JSON.parse(body) as { subject: { id: number } }).subject.id;
      const answers = scripts.get(subjectId);
      if (!answers || answers.length === 0) return { status: 200 };
      return answers.length > 1 ? (answers.shift() as ReceiverAnswer) : (answers[0] as ReceiverAnswer);
    },
  };
}

describe("automation delivery with a webhook configured", () => {
  let ctx: TestContext;
  let receiver: Receiver;
  const answers = scriptedAnswers();
  const forSubject = (id: number) =>
    receiver.deliveries.filter((d) => (JSON.parse(d.body) as { subject: { id: number } }).subject.id === id);

  beforeAll(async () => {
    receiver = await startWebhookReceiver((delivery) => answers.respond(delivery.body));
    ctx = await createTestApp({
      authRateLimit: 1000,
      automationWorker: true,
      automationWebhookUrl: receiver.url,
      automationWebhookSecret: SECRET,
      automationRetryLimit: 3,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  it("POSTs a sent referral as signed JSON with an idempotency key, then marks it sent", async () => {
    const { user, client } = await signedInMember(ctx);
    const target = await insertUser(ctx.db, { firstName: "Emily", lastName: "Watson" });
    const sent = await client.post("/api/referrals/send", {
      targetId: target.id,
      targetType: "user",
      message: "Emily, meet me.",
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id as number;
    answers.script(id, [{ status: 200, body: JSON.stringify({ contactId: "c-123", workflowId: "wf-9" }) }]);

    await eventually(async () => (await referralStatus(ctx.db, id)) === "sent");
    const [delivery] = forSubject(id);
    if (!delivery) throw new Error("no delivery");
    expect(delivery.headers["content-type"]).toBe("application/json");
    expect(isValidSignature(delivery.body, delivery.headers[SIGNATURE_HEADER] as string, SECRET)).toBe(true);
    expect(isValidSignature(delivery.body, delivery.headers[SIGNATURE_HEADER] as string, "wrong")).toBe(
      false,
    );
    expect(delivery.headers[SIGNATURE_HEADER]).toMatch(/^sha256=[0-9a-f]{64}$/);
    const body = JSON.parse(delivery.body);
    expect(body).toEqual({
      id: delivery.headers[IDEMPOTENCY_KEY_HEADER],
      type: "referral.sent",
      occurredAt: expect.any(String),
      subject: { type: "referral", id },
      data: {
        referral: { id, status: "pending", message: "Emily, meet me.", createdAt: sent.json().createdAt },
        referrer: expect.objectContaining({ id: user.id, email: user.email }),
        referee: expect.objectContaining({ id: user.id }),
        target: expect.objectContaining({ id: target.id, name: "Emily Watson", email: target.email }),
      },
    });
    expect(delivery.headers[ATTEMPT_HEADER]).toBe("1");
    const [row] = await ctx.db.select().from(referrals).where(eq(referrals.id, id));
    expect(row).toMatchObject({ automationStatus: "sent", ghlContactId: "c-123", ghlWorkflowId: "wf-9" });
    const pending = (await client.get("/api/referrals/pending")).json().referrals;
    expect(pending.find((r: { id: number }) => r.id === id)?.ghlStatus).toBe("sent");
  });

  it("retries a receiver that fails twice, with backoff and the same idempotency key, then marks it sent", async () => {
    const referral = await referralWithEvent(ctx.db, ctx.outbox, (id) =>
      answers.script(id, [{ status: 503 }, { status: 500 }, { status: 200 }]),
    );
    await eventually(async () => (await referralStatus(ctx.db, referral.id)) === "sent");
    const deliveries = forSubject(referral.id);
    expect(deliveries.map((d) => d.headers[ATTEMPT_HEADER])).toEqual(["1", "2", "3"]);
    const keys = new Set(deliveries.map((d) => d.headers[IDEMPOTENCY_KEY_HEADER]));
    expect(keys.size).toBe(1);
    const [first, second, third] = deliveries.map((d) => d.at);
    // retryDelay 1 s doubling: about 1-2 s, then 2-4 s (plus polling).
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(900);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(1900);
    expect(await jobState(ctx.db, [...keys][0] as string)).toEqual({ state: "completed", retry_count: 2 });
  }, 30_000);

  it("marks the event failed once every retry failed", async () => {
    const referral = await referralWithEvent(ctx.db, ctx.outbox, (id) =>
      answers.script(id, [{ status: 502 }]),
    );
    await eventually(async () => (await referralStatus(ctx.db, referral.id)) === "failed", 40_000);
    expect(forSubject(referral.id)).toHaveLength(4);
  }, 45_000);

  it("does not retry an answer that would not change (a 4xx), and marks it failed", async () => {
    const referral = await referralWithEvent(ctx.db, ctx.outbox, (id) =>
      answers.script(id, [{ status: 422 }]),
    );
    await eventually(async () => (await referralStatus(ctx.db, referral.id)) === "failed");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(forSubject(referral.id)).toHaveLength(1);
  });

  it("updates a service order's automationStatus the same way", async () => {
    const member = await insertUser(ctx.db);
    const [service] = await ctx.db
      .insert(services)
      .values({ name: "SEO audit", category: "seo", price: 50_000, deliveryTime: "1 week" })
      .returning();
    const [order] = await ctx.db
      .insert(serviceOrders)
      .values({ userId: member.id, serviceId: service?.id ?? 0, totalAmount: 50_000 })
      .returning();
    const orderId = order?.id ?? 0;
    await ctx.db.transaction((tx) =>
      enqueueAutomationEvent(tx, ctx.outbox, {
        subject: "service_order",
        subjectId: orderId,
        type: "service_order.placed",
        payload: { order: { id: orderId } },
      }),
    );
    const status = async () =>
      (await ctx.db.select().from(serviceOrders).where(eq(serviceOrders.id, orderId)))[0]?.automationStatus;
    await eventually(async () => (await status()) === "sent");
    const delivery = receiver.deliveries.find((d) => JSON.parse(d.body).subject.type === "service_order");
    expect(JSON.parse(delivery?.body ?? "{}")).toMatchObject({
      type: "service_order.placed",
      subject: { type: "service_order", id: orderId },
    });
  });

  it("writes nothing when the caller's transaction rolls back", async () => {
    const member = await insertUser(ctx.db);
    const target = await insertUser(ctx.db);
    const count = () => countAutomationJobs(ctx.db);
    const before = await count();
    await expect(
      ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(referrals)
          .values({ referrerId: member.id, refereeId: member.id, targetId: target.id, targetType: "user" })
          .returning();
        await enqueueAutomationEvent(tx, ctx.outbox, {
          subject: "referral",
          subjectId: row?.id ?? 0,
          type: "referral.sent",
          payload: {},
        });
        throw new Error("the caller fails after enqueueing");
      }),
    ).rejects.toThrow("the caller fails after enqueueing");
    expect(await count()).toBe(before);
    expect(await ctx.db.$count(referrals, eq(referrals.referrerId, member.id))).toBe(0);
  });
});

describe("automation delivery without a webhook URL", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ automationWorker: true });
  });
  afterAll(() => ctx.close());

  it("marks events skipped", async () => {
    const referral = await referralWithEvent(ctx.db, ctx.outbox);
    await eventually(async () => (await referralStatus(ctx.db, referral.id)) === "skipped");
  });
});

describe("automation delivery across a restart", () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle | undefined;
  let dataDir: string | undefined;
  let receiver: Receiver;
  let shouldFail = true;

  beforeAll(async () => {
    receiver = await startWebhookReceiver(() => (shouldFail ? { status: 503 } : { status: 204 }));
    if (process.env.NETWISE_TEST_DB === "postgres") {
      first = await openTestDatabase();
    } else {
      // A data folder, so the second start reads what the first one wrote to disk.
      dataDir = mkdtempSync(path.join(tmpdir(), "netwise-automation-"));
      first = await openDatabase({ dataDir });
      await first.migrate();
    }
  });
  afterAll(async () => {
    await second?.close();
    await first.close().catch(() => {});
    await receiver.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  let outbox: Outbox | undefined;
  const start = async (db: Db, config: Config): Promise<FastifyInstance> => {
    const app = await buildApp({
      db,
      config,
      onServices: (built) => {
        outbox = built.outbox;
      },
    });
    await app.ready();
    return app;
  };

  it("delivers after the app stopped following a failed attempt and started again on the same database", async () => {
    const config = testConfig({
      automationWorker: true,
      automationWebhookUrl: receiver.url,
      automationWebhookSecret: SECRET,
      automationRetryDelaySeconds: 2,
    });
    const firstApp = await start(first.db, config);
    const referral = await referralWithEvent(first.db, outbox as Outbox);
    const eventId = await eventually(
      async () => receiver.deliveries[0]?.headers[IDEMPOTENCY_KEY_HEADER] as string,
    );
    await eventually(async () => (await jobState(first.db, eventId))?.state === "retry");
    await firstApp.close();
    expect(await referralStatus(first.db, referral.id)).toBe("pending");

    let db = first.db;
    if (first.driver.kind === "pglite") {
      await first.close();
      second = await openDatabase({ dataDir: dataDir ?? null });
      await second.migrate();
      db = second.db;
    } else {
      second = await openDatabase({ databaseUrl: first.driver.connectionString, dataDir: null });
      db = second.db;
    }
    shouldFail = false;
    const secondApp = await start(db, config);
    try {
      await eventually(async () => (await referralStatus(db, referral.id)) === "sent");
    } finally {
      await secondApp.close();
    }
    expect(receiver.deliveries.map((d) => d.headers[IDEMPOTENCY_KEY_HEADER])).toEqual([eventId, eventId]);
    expect(receiver.deliveries.map((d) => d.headers[ATTEMPT_HEADER])).toEqual(["1", "2"]);
    expect(
      isValidSignature(
        receiver.deliveries[1]?.body ?? "",
        receiver.deliveries[1]?.headers[SIGNATURE_HEADER] as string,
        SECRET,
      ),
    ).toBe(true);
  }, 60_000);
});
