import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertConnection } from "../../db/seed/factories";
import { startTestSmtpServer, type TestSmtpServer } from "../../test/smtp-test-server";
import { createTestApp, signedInMember, type TestContext } from "../../test/test-app";

let smtp: TestSmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestApp({
    authRateLimit: 10_000,
    mailWorker: true,
    smtpUrl: smtp.url,
    mailFrom: "hello@netwise.test",
    appUrl: "https://netwise.example",
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe("notification e-mail through SMTP_URL", () => {
  it("e-mails a message's recipient once per unread conversation, with a link to it", async () => {
    const sam = await signedInMember(ctx, { firstName: "Sam", lastName: "Lee" });
    const ada = await signedInMember(ctx, { firstName: "Ada" });
    await insertConnection(ctx.db, { userId: sam.user.id, connectedUserId: ada.user.id, status: "accepted" });
    await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Lunch on Friday?" });
    const mail = await smtp.waitFor(ada.user.email, undefined, 15_000);
    expect(mail.from).toBe("hello@netwise.test");
    expect(mail.subject).toBe("Sam Lee sent you a message: “Lunch on Friday?”");
    expect(mail.text).toContain("Hello Ada,");
    expect(mail.text).toContain(`https://netwise.example/messages/${sam.user.id}`);
    // The second unread message folds into the first notification: no second e-mail.
    await sam.client.post("/api/messages", { recipientId: ada.user.id, content: "Or Monday" });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(smtp.messages.filter((m) => m.to.includes(ada.user.email))).toHaveLength(1);
  });

  it("sends nothing for a type that is off by default or switched off, and sends one switched on", async () => {
    const sam = await signedInMember(ctx, { firstName: "Sam", lastName: "Lee" });
    const ada = await signedInMember(ctx);
    await ada.client.put("/api/notifications/preferences", {
      email: { connection_request: false, connection_accepted: true },
    });
    const request = await sam.client.post("/api/connections/request", { toUserId: ada.user.id });
    expect(request.statusCode).toBe(201);
    // connection_accepted is off by default for Sam: accepting mails nobody.
    await ada.client.patch(`/api/connections/${request.json().id}`, { status: "accepted" });
    const carl = await signedInMember(ctx, { firstName: "Carl", lastName: "Ray" });
    const second = await ada.client.post("/api/connections/request", { toUserId: carl.user.id });
    await carl.client.patch(`/api/connections/${second.json().id}`, { status: "accepted" });
    const mail = await smtp.waitFor(ada.user.email, undefined, 15_000);
    expect(mail.subject).toBe("Carl Ray accepted your connection request");
    const toCarl = await smtp.waitFor(carl.user.email, undefined, 15_000);
    expect(toCarl.subject).toContain("sent you a connection request");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.messages.filter((m) => m.to.includes(ada.user.email))).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.to.includes(sam.user.email))).toHaveLength(0);
  });
});
