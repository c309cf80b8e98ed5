import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = {
  /** The envelope's recipients (RCPT TO). */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  parsed: ParsedMail;
};

export type TestSmtpServer = {
  /** For config.smtpUrl: smtp://127.0.0.1:<port> (no TLS, no authentication). */
  url: string;
  /** Every message received so far, in order. */
  messages: CaughtMail[];
  /** Waits (up to timeoutMs) for a message to `to` that matches, and returns it. */
  waitFor(to: string, match?: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** The next RCPT TO for `to` is refused with a temporary error (451), `times` times. */
  refuseNext(to: string, times?: number): void;
  close(): Promise<void>;
};

/**
 * A local SMTP receiver on a free port that keeps what it is sent: tests point SMTP_URL at it and read
 * the e-mails (and their links) the app's mail worker delivered.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: CaughtMail[] = [];
  const refusals = new Map<string, number>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const key = address.address.toLowerCase();
      const left = refusals.get(key) ?? 0;
      if (left > 0) {
        refusals.set(key, left - 1);
        const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
        error.responseCode = 451;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const from = session.envelope.mailFrom;
          messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: from ? from.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : null,
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, match = () => true, timeoutMs = 15_000) {
      const address = to.toLowerCase();
      const find = () => messages.find((mail) => mail.to.includes(address) && match(mail));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const check = () => {
          const mail = find();
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms (${messages.length} received)`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
    refuseNext(to, times = 1) {
      refusals.set(to.toLowerCase(), times);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
