import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import { BATCH_CONCURRENCY } from "../jobs/batch-work";
import type { MailMessage } from "./mail-message";

/** A mail server that does not answer within this long counts as a failed attempt (retried). */
const SMTP_TIMEOUT_MS = 15_000;
/** Open connections to the mail server at most: the worker's concurrency (jobs/batch-work.ts). */
const SMTP_CONNECTIONS = BATCH_CONCURRENCY;

export type MailDelivery = {
  /** Sends one message; throws when the mail server refuses or cannot be reached (the job is retried). */
  deliver(message: MailMessage): Promise<void>;
  close(): void;
};

type Logger = Pick<FastifyBaseLogger, "info">;

/** Nodemailer over SMTP_URL from MAIL_FROM; without SMTP_URL, each message is written to the log. */
export function createMailDelivery(config: Pick<Config, "smtpUrl" | "mailFrom">, log: Logger): MailDelivery {
  if (!config.smtpUrl) {
    return {
      async deliver(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject, text: message.text } },
          `E-mail not sent (SMTP_URL is unset) to ${message.to}: ${message.subject}\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const smtpUrl = config.smtpUrl;
  // nodemailer is loaded here, when the mail queue starts (after the server listens), not at import.
  const transport = import("nodemailer").then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: smtpUrl,
      // Connections are kept and reused by the messages of a batch (one per message was the slow part).
      pool: true,
      maxConnections: SMTP_CONNECTIONS,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    }),
  );
  return {
    async deliver(message) {
      await (await transport).sendMail({ from: config.mailFrom, ...message });
    },
    close() {
      void transport.then((opened) => opened.close());
    },
  };
}
