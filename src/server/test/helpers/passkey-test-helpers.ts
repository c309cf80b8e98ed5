import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import type { Database } from "../../db/client";
import { adminAuditLog, memberPasskeys } from "../../db/schema";
import { startTestSmtpServer } from "../smtp-test-server";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TEST_ORIGIN,
  TestClient,
  type TestContext,
} from "../test-app";
import { SoftwareAuthenticator } from "./software-authenticator";

/**
 * The passkey tests' app: it mails through a test SMTP receiver, and its relying party is APP_URL's
 * host and origin, here the origin the test client sends.
 */
export async function startPasskeyTestApp() {
  const smtp = await startTestSmtpServer();
  const ctx = await createTestApp({
    authRateLimit: 1000,
    mailWorker: true,
    smtpUrl: smtp.url,
    appUrl: TEST_ORIGIN,
  });
  const close = async () => {
    await ctx.close();
    await smtp.close();
  };
  return { ctx, smtp, close };
}

/** The audit log's entries about a member: action and details. */
export const auditOf = async (db: Database, userId: number) =>
  (
    await db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(userId)))
  ).map((row) => ({
    action: row.action,
    details: row.details as Record<string, unknown> | null,
  }));

export const passkeysOf = (db: Database, userId: number) =>
  db.select().from(memberPasskeys).where(eq(memberPasskeys.userId, userId));

/** The value of a cookie the response set, as a `name=value` header part (undefined when none). */
export function cookieFrom(response: LightMyRequestResponse, name: string) {
  const cookie = response.cookies.find((c) => c.name === name && c.value !== "");
  return cookie ? `${name}=${cookie.value}` : undefined;
}

/** A signed-in member with one passkey registered through the API, and their software authenticator. */
export async function memberWithPasskey(
  ctx: TestContext,
  overrides: Parameters<typeof signedInMember>[1] = {},
  name = "Laptop",
) {
  const member: SignedInMember = await signedInMember(ctx, overrides);
  const authenticator = new SoftwareAuthenticator(TEST_ORIGIN);
  const passkey = await registerPasskey(member.client, authenticator, name);
  return { ...member, authenticator, passkey };
}

export async function registerPasskey(
  client: TestClient,
  authenticator: SoftwareAuthenticator,
  name?: string,
) {
  const options = await client.post("/api/auth/passkeys/registration/options", {});
  if (options.statusCode !== 200) throw new Error(`options failed: ${options.statusCode} ${options.body}`);
  const { response } = authenticator.register(options.json());
  const verify = await client.post("/api/auth/passkeys/registration/verify", {
    ...(name ? { name } : {}),
    response,
  });
  if (verify.statusCode !== 201) throw new Error(`verify failed: ${verify.statusCode} ${verify.body}`);
  return verify.json() as { id: number; name: string; createdAt: string; lastUsedAt: string | null };
}

/** A new browser that asked for passwordless options: its challenge cookie and the options. */
export async function passwordlessOptions(ctx: TestContext, ip?: string) {
  const browser = new TestClient(ctx.app, ip ? { ip } : {});
  const response = await browser.post("/api/auth/passkeys/authentication/options", {});
  const cookie = cookieFrom(response, "netwise_passkey_challenge");
  return {
    browser,
    response,
    options: response.json() as { challenge: string; rpId: string },
    /** Sends an answer with this browser's challenge cookie. */
    verify: (answer: unknown, extraCookie?: string) =>
      browser.post(
        "/api/auth/passkeys/authentication/verify",
        { response: answer },
        { cookie: [cookie, extraCookie].filter(Boolean).join("; ") },
      ),
  };
}
