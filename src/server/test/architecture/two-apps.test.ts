import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { insertUser } from "../../db/seed/factories";
import { MAIL_QUEUE } from "../../mail/mail-queue";
import { AUTOMATION_QUEUE } from "../../modules/automation/automation-job";
import { activeSentenceModel } from "../../modules/matching/embeddings/phrase-vectors";
import { SENTENCE_MODEL_NAME } from "../../modules/matching/embeddings/sentence-model";
import { queryRows } from "../helpers/referrals-test-helpers";
import { createTestApp, signedInMember, TestClient, type TestContext } from "../test-app";

/**
 * Dependencies arrive one way: what a module needs at run time comes from what buildApp passes, never
 * from module state set by whichever app was built last. Two apps built in one process with different
 * configs (the second built after the first) each act on their own settings.
 */
const mailTo = (db: Database, to: string) =>
  queryRows<{ text: string }>(
    db,
    sql`select data->>'text' as text from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to}`,
  );

const mailRetryLimits = (db: Database, to: string) =>
  queryRows<{ retryLimit: number }>(
    db,
    sql`select retry_limit as "retryLimit" from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to}`,
  );

const automationRetryLimits = (db: Database, referralId: number) =>
  queryRows<{ retryLimit: number }>(
    db,
    sql`select retry_limit as "retryLimit" from pgboss.job where name = ${AUTOMATION_QUEUE} and (data->>'subjectId')::int = ${referralId}`,
  );

describe("two apps in one process", () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    // Neither runs the mail worker: the queued jobs stay in each app's own database to be read.
    first = await createTestApp({
      smtpUrl: "smtp://127.0.0.1:9",
      appUrl: "https://first.example",
      automationRetryLimit: 3,
      mailRetryLimit: 2,
      sentenceModel: true,
    });
    second = await createTestApp({
      smtpUrl: undefined,
      appUrl: "https://second.example",
      automationRetryLimit: 7,
      mailRetryLimit: 5,
      sentenceModel: false,
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** A referral sent through `ctx`: it notifies the target (maybe by e-mail) and queues an automation event. */
  async function referral(ctx: TestContext) {
    const { client } = await signedInMember(ctx);
    const target = await insertUser(ctx.db);
    const sent = await client.post("/api/referrals/send", { targetId: target.id, targetType: "user" });
    expect(sent.statusCode).toBe(201);
    return { id: sent.json().id as number, targetEmail: target.email };
  }

  it("mail the notifications of the app whose config has SMTP_URL, with links on that app's APP_URL", async () => {
    const onFirst = await referral(first);
    const onSecond = await referral(second);
    const [mail] = await mailTo(first.db, onFirst.targetEmail);
    expect(mail?.text).toContain("https://first.example/");
    expect(mail?.text).not.toContain("https://second.example");
    expect(await mailTo(second.db, onSecond.targetEmail)).toEqual([]);
  });

  it("queue automation events on their own queue, with their own retry settings", async () => {
    const onFirst = await referral(first);
    const onSecond = await referral(second);
    expect(await automationRetryLimits(first.db, onFirst.id)).toEqual([{ retryLimit: 3 }]);
    expect(await automationRetryLimits(second.db, onSecond.id)).toEqual([{ retryLimit: 7 }]);
  });

  it("queue sign-in e-mail on their own mail queue, with their own retry settings", async () => {
    const onFirst = await insertUser(first.db);
    const onSecond = await insertUser(second.db);
    for (const [ctx, user] of [
      [first, onFirst],
      [second, onSecond],
    ] as const) {
      const answer = await new TestClient(ctx.app).post("/api/auth/password-reset", { email: user.email });
      expect(answer.statusCode).toBe(202);
    }
    expect(await mailRetryLimits(first.db, onFirst.email)).toEqual([{ retryLimit: 2 }]);
    expect(await mailRetryLimits(second.db, onSecond.email)).toEqual([{ retryLimit: 5 }]);
  });

  it("order suggestions with the sentence model only in the app whose config turns it on", () => {
    expect(activeSentenceModel(first.phraseModels)?.name).toBe(SENTENCE_MODEL_NAME);
    expect(activeSentenceModel(second.phraseModels)).toBeNull();
  });
});
