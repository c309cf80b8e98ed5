/**
 * Outgoing mail: the one way the server sends an e-mail.
 *
 *   import { appLink, sendMail } from "../../mail/send-mail";
 *   await sendMail(outbox, tx, {
 *     to: user.email,
 *     subject: "Reset your Netwise password",
 *     text: `Open this link within an hour: ${appLink(config, `/reset-password?token=${token}`)}`,
 *   });
 *
 * - `sendMail(outbox, executor, message)` writes a job to the app's pg-boss queue `mail` (the outbox
 *   buildApp passes down, jobs/outbox.ts) through the given
 *   database or open transaction (so the e-mail exists exactly when the caller's rows commit) and
 *   returns at once: a request never waits for the mail server. The worker (`config.mailWorker`)
 *   sends it with nodemailer over `SMTP_URL` from `MAIL_FROM`, retrying with exponential backoff.
 *   When `SMTP_URL` is unset the worker writes the whole message, links included, to the server log.
 * - `appLink(config, path)` turns a site path into an absolute link on `APP_URL`.
 * - Tests: `createTestApp({ mailWorker: true, smtpUrl: smtp.url })` with
 *   `startTestSmtpServer()` from `src/server/test/smtp-test-server.ts`, which collects what arrives.
 */
import { sql } from "drizzle-orm";
import type { DrizzleTransactionLike } from "pg-boss";
import type { Config } from "../config";
import type { DbExecutor } from "../db/client";
import type { MailMessage } from "./mail-message";
import { MAIL_QUEUE, type MailQueue } from "./mail-queue";

export type { MailMessage } from "./mail-message";

/** The app's mail queue, waited for while it still starts; part of the app's outbox. */
export type MailOutbox = { readonly mailQueue: () => Promise<MailQueue> };

/** Queues `message` for sending; see the top of this file. */
export async function sendMail(
  outbox: MailOutbox,
  executor: DbExecutor,
  message: MailMessage,
): Promise<void> {
  const queue = await outbox.mailQueue();
  const { fromDrizzle } = await import("pg-boss");
  await queue.boss.send(MAIL_QUEUE, message, {
    ...queue.retry,
    db: fromDrizzle(executor as unknown as DrizzleTransactionLike, sql),
  });
}

/** An absolute link to `path` (starting with "/") on the site's public address, APP_URL. */
export function appLink(config: Pick<Config, "appUrl">, path: string): string {
  if (!path.startsWith("/")) throw new Error(`appLink needs a path starting with "/": ${path}`);
  return `${config.appUrl}${path}`;
}
