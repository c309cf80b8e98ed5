// The browser tests' mailbox. The test server (e2e/start-test-server.ts) starts a local SMTP server
// that the app sends its e-mail to, and answers GET http://127.0.0.1:<E2E_MAILBOX_PORT>/messages with
// what arrived. Tests call `waitForMail(to, match)`.
import { createServer } from "node:http";
import { expect } from "@playwright/test";
import { startTestSmtpServer } from "../src/server/test/smtp-test-server";

export type MailboxMessage = { to: string[]; subject: string; text: string };

/** In the test server's process: the SMTP server and the HTTP answer listing what it caught. */
export async function startMailbox(port: number) {
  const smtp = await startTestSmtpServer();
  const http = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/messages") {
      response.writeHead(404).end();
      return;
    }
    const messages: MailboxMessage[] = smtp.messages.map(({ to, subject, text }) => ({ to, subject, text }));
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(port, "127.0.0.1", resolve));
  return {
    smtpUrl: smtp.url,
    async close() {
      http.close();
      await smtp.close();
    },
  };
}

/** In a test: the newest e-mail to `to` (whose subject or text matches `match`), waiting up to 20 s. */
export async function waitForMail(to: string, match: RegExp = /./): Promise<MailboxMessage> {
  const url = `http://127.0.0.1:${process.env.E2E_MAILBOX_PORT}/messages`;
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(url)).json()) as MailboxMessage[];
        found = messages
          .filter(
            (mail) =>
              mail.to.includes(to.toLowerCase()) && (match.test(mail.subject) || match.test(mail.text)),
          )
          .at(-1);
        return found !== undefined;
      },
      { timeout: 20_000, message: `an e-mail to ${to}` },
    )
    .toBe(true);
  return found as MailboxMessage;
}

/** The first link in an e-mail's text that starts with `prefix` (e.g. the app's own address). */
export function linkIn(mail: MailboxMessage, pathStart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(pathStart));
  if (!link) throw new Error(`No ${pathStart} link in the e-mail "${mail.subject}"`);
  return link;
}
