import type { LightMyRequestResponse } from "fastify";
import { Secret, TOTP } from "otpauth";
import { DEFAULT_TEST_PASSWORD } from "../../db/seed/factories";
import { type SignedInMember, signedInMember, TestClient, type TestContext } from "../test-app";

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
export function totpCode(secret: string, steps = 0) {
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

export const hasSessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.some((cookie) => cookie.name === "netwise_session" && cookie.value !== "");

/**
 * A signed-in member with the authenticator app on (enabled with the previous step's code, so the
 * current and next steps are still unused), their secret and recovery codes.
 */
export async function memberWithTotp(ctx: TestContext, overrides: Parameters<typeof signedInMember>[1] = {}) {
  const member: SignedInMember = await signedInMember(ctx, overrides);
  const setup = await member.client.post("/api/auth/2fa/totp/setup", {});
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await member.client.post("/api/auth/2fa/totp/enable", { code: totpCode(secret, -1) });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
  return { ...member, secret, recoveryCodes };
}

/** A new browser that passed the password step for `email` (it holds the half-signed-in cookie). */
export async function passwordStep(ctx: TestContext, email: string, ip?: string) {
  const browser = new TestClient(ctx.app, ip ? { ip } : {});
  const response = await browser.post("/api/auth/login", { email, password: DEFAULT_TEST_PASSWORD });
  const challenge = response.cookies.find((cookie) => cookie.name === "netwise_login_challenge");
  const challengeCookie = challenge ? `netwise_login_challenge=${challenge.value}` : undefined;
  return {
    browser,
    response,
    /** Sends the second step with this browser's half-signed-in cookie. */
    secondFactor: (body: unknown) =>
      browser.post("/api/auth/login/second-factor", body, challengeCookie ? { cookie: challengeCookie } : {}),
  };
}
