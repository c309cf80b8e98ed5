import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtpServer, type TestSmtpServer } from "../test/smtp-test-server";
import { createTestApp, type TestContext } from "../test/test-app";
import { createMailDelivery } from "./mail-delivery";
import { MAIL_QUEUE } from "./mail-queue";
import { appLink, sendMail } from "./send-mail";

const MAIL_FROM = "Netwise <hello@netwise.test>";

async function mailJobCount(ctx: TestContext, to: string): Promise<number> {
  const result = (await ctx.db.execute(
    sql`select count(*)::int as count from pgboss.job where name = ${MAIL_QUEUE} and data->>'to' = ${to}`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

describe("outgoing mail through SMTP_URL", () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createTestApp({
      mailWorker: true,
      smtpUrl: smtp.url,
      mailFrom: MAIL_FROM,
      appUrl: "https://netwise.example",
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("sends a message queued in a transaction, from MAIL_FROM, with links on APP_URL", async () => {
    const link = appLink(ctx.config, "/reset-password?token=abc");
    expect(link).toBe("https://netwise.example/reset-password?token=abc");
    await ctx.db.transaction((tx) =>
      sendMail(ctx.outbox, tx, {
        to: "ann@example.com",
        subject: "Hello Ann",
        text: `Open ${link}`,
        html: `<p>${link}</p>`,
      }),
    );
    const mail = await smtp.waitFor("ann@example.com");
    expect(mail.subject).toBe("Hello Ann");
    expect(mail.from).toBe("hello@netwise.test");
    expect(mail.parsed.from?.text).toBe('"Netwise" <hello@netwise.test>');
    expect(mail.text.trim()).toBe("Open https://netwise.example/reset-password?token=abc");
    expect(mail.html).toContain("<p>https://netwise.example/reset-password?token=abc</p>");
  });

  it("queues nothing when the caller's transaction rolls back", async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await sendMail(ctx.outbox, tx, { to: "rolled@example.com", subject: "Never", text: "Never sent" });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await mailJobCount(ctx, "rolled@example.com")).toBe(0);
  });

  it("retries when the mail server refuses for now, and delivers once", async () => {
    smtp.refuseNext("busy@example.com", 1);
    await sendMail(ctx.outbox, ctx.db, {
      to: "busy@example.com",
      subject: "Retried",
      text: "Second attempt",
    });
    const mail = await smtp.waitFor("busy@example.com", undefined, 20_000);
    expect(mail.text.trim()).toBe("Second attempt");
    expect(smtp.messages.filter((m) => m.to.includes("busy@example.com"))).toHaveLength(1);
  });

  it("keeps up with a burst: 60 messages in batches, one refused once and retried alone, each delivered once", async () => {
    // One job per 0.5 s poll (the old worker) would take 30 s for these; batches fetched again at once do not.
    const recipients = Array.from({ length: 60 }, (_, index) => `burst${index}@example.com`);
    smtp.refuseNext("burst7@example.com", 1);
    const started = performance.now();
    await ctx.db.transaction(async (tx) => {
      for (const to of recipients)
        await sendMail(ctx.outbox, tx, { to, subject: "Burst", text: `For ${to}` });
    });
    for (const to of recipients) await smtp.waitFor(to, undefined, 25_000);
    expect(performance.now() - started).toBeLessThan(20_000);
    for (const to of recipients) {
      expect(
        smtp.messages.filter((mail) => mail.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
  }, 60_000);

  it("refuses a link path that is not a site path", () => {
    expect(() => appLink(ctx.config, "https://evil.example/")).toThrow();
  });
});

describe("outgoing mail without SMTP_URL", () => {
  it("writes the message, links included, to the server log", async () => {
    const lines: { data: unknown; text: string }[] = [];
    const log = { info: (data: unknown, text: string) => lines.push({ data, text }) };
    const delivery = createMailDelivery({ smtpUrl: undefined, mailFrom: MAIL_FROM }, log as never);
    await delivery.deliver({ to: "bo@example.com", subject: "Reset", text: "Open https://x.test/r?token=1" });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toContain("bo@example.com");
    expect(lines[0]?.text).toContain("Open https://x.test/r?token=1");
    expect(lines[0]?.data).toEqual({
      mail: { to: "bo@example.com", subject: "Reset", text: "Open https://x.test/r?token=1" },
    });
  });

  it("is queued in the app without a worker, and the request path never waits for a server", {
    timeout: 120_000,
  }, async () => {
    const ctx = await createTestApp();
    try {
      const started = performance.now();
      await sendMail(ctx.outbox, ctx.db, { to: "later@example.com", subject: "Queued", text: "Queued only" });
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(await mailJobCount(ctx, "later@example.com")).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});
