/**
 * Does the mail queue keep up (issue 30)? One app process with the mail worker on (as `npm start` runs
 * it: production polling interval, batches of jobs/batch-work.ts) sends to a local SMTP receiver (the
 * `smtp-server` package, src/server/test/smtp-test-server.ts):
 * 1. a burst of BENCH_MAILS (default 1,000) notification e-mails queued in one transaction: time until
 *    the last one arrives (target under 60 s on the 2-core machine);
 * 2. the queue idle, BENCH_SINGLE (default 20) single e-mails one after another, each queued as one
 *    action would queue it: time from queueing to arrival, p50 and p95 (target p95 under 3 s).
 * On the embedded database by default; BENCH_QUEUES_DATABASE=postgres uses a new database on
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 *
 *   npx tsx bench/queues.ts                      # full run
 *   BENCH_MAILS=100 BENCH_SINGLE=5 npx tsx bench/queues.ts   # smoke run
 */
import { buildApp } from "../src/server/app";
import { loadConfig, testConfig } from "../src/server/config";
import { type DatabaseHandle, openDatabase } from "../src/server/db/client";
import type { Outbox } from "../src/server/jobs/outbox";
import { sendMail } from "../src/server/mail/send-mail";
import { startTestSmtpServer } from "../src/server/test/smtp-test-server";
import { loadAverageLine, summarize, withBenchDatabase } from "./lib/bench";

const MAILS = Number(process.env.BENCH_MAILS ?? 1000);
const SINGLE = Number(process.env.BENCH_SINGLE ?? 20);
const BURST_TARGET_MS = 60_000;
const SINGLE_P95_TARGET_MS = 3000;

async function measure(database: DatabaseHandle, label: string) {
  const smtp = await startTestSmtpServer();
  const production = loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" });
  const config = testConfig({
    mailWorker: true,
    smtpUrl: smtp.url,
    // The production worker's polling interval and retries, not the tests' faster ones.
    automationPollSeconds: production.automationPollSeconds,
    mailRetryDelaySeconds: production.mailRetryDelaySeconds,
  });
  const built: { outbox?: Outbox } = {};
  const app = await buildApp({
    db: database.db,
    config,
    onServices: ({ outbox }) => (built.outbox = outbox),
  });
  await app.ready();
  const { outbox } = built;
  if (!outbox) throw new Error("buildApp did not report its outbox");
  try {
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      for (let index = 0; index < MAILS; index++) {
        await sendMail(outbox, tx, {
          to: `member${index}@example.com`,
          subject: "Ann Smith commented on your post",
          text: `Ann Smith commented on your post "Hiring in Leeds". Open https://netwise.example/feed/${index}`,
        });
      }
    });
    const queuedMs = performance.now() - started;
    while (smtp.messages.length < MAILS) {
      if (performance.now() - started > 10 * 60_000)
        throw new Error(`only ${smtp.messages.length} arrived in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const burstMs = performance.now() - started;
    const deliveryMs = burstMs - queuedMs;
    console.log(
      `${label}: ${MAILS} e-mails queued in one transaction in ${(queuedMs / 1000).toFixed(1)} s; the last one arrived ` +
        `${(deliveryMs / 1000).toFixed(1)} s after the commit (${Math.round(MAILS / (deliveryMs / 1000))}/s; ` +
        `${(burstMs / 1000).toFixed(1)} s in all). Target: 1,000 delivered within ${BURST_TARGET_MS / 1000} s of queueing: ` +
        `${(deliveryMs * 1000) / MAILS < BURST_TARGET_MS ? "met" : "MISSED"} at this rate`,
    );

    // The queue idle: one e-mail at a time, as one action (a sign-up, a password reset) queues it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const latencies: number[] = [];
    for (let index = 0; index < SINGLE; index++) {
      const to = `single${index}@example.com`;
      const queuedAt = performance.now();
      await sendMail(outbox, database.db, {
        to,
        subject: "Verify your e-mail address",
        text: "Open https://netwise.example/verify",
      });
      await smtp.waitFor(to, undefined, 60_000);
      latencies.push(performance.now() - queuedAt);
      // Spread the actions over the polling interval, as real ones are.
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1500));
    }
    const { p50, p95 } = summarize(latencies);
    console.log(
      `${label}: a single e-mail on an idle queue arrives in p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms ` +
        `(${SINGLE} samples; target p95 under ${SINGLE_P95_TARGET_MS} ms: ${p95 < SINGLE_P95_TARGET_MS ? "met" : "MISSED"})`,
    );
  } finally {
    await app.close();
    await smtp.close();
  }
}

console.log(loadAverageLine());
if (process.env.BENCH_QUEUES_DATABASE === "postgres") {
  await withBenchDatabase("queues", ({ handle }) => measure(handle, "PostgreSQL"));
} else {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  try {
    await measure(database, "PGlite");
  } finally {
    await database.close();
  }
}
console.log(loadAverageLine());
