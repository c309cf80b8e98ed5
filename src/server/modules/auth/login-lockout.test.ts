import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TEST_PASSWORD, insertUser } from "../../db/seed/factories";
import { createTestApp, TestClient, type TestContext } from "../../test/test-app";
import { KNOWN_DEVICE_COOKIE } from "./known-device";

let ctx: TestContext;
beforeAll(async () => {
  // The default allowance (LOGIN_RATE_LIMIT=10), as the finding was reported against.
  ctx = await createTestApp({ authRateLimit: 10 });
});
afterAll(() => ctx.close());

const WRONG = "not-the-password-1";
const signIn = (ip: string, email: string, password: string, cookie?: string) =>
  new TestClient(ctx.app, { ip }).post("/api/auth/login", { email, password }, cookie ? { cookie } : {});

/** The signed known-device cookie a successful sign-in sets, as a Cookie header. */
async function knownDeviceCookie(ip: string, email: string) {
  const response = await signIn(ip, email, DEFAULT_TEST_PASSWORD);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
  expect(cookie).toMatchObject({ path: "/api/auth", httpOnly: true, sameSite: "Lax" });
  return `${KNOWN_DEVICE_COOKIE}=${cookie?.value}`;
}

describe("finding 7: nobody can lock an account out of sign-in", () => {
  it("counts failures only: the owner signing in many times is never refused", async () => {
    const owner = await insertUser(ctx.db);
    for (let i = 0; i < 12; i++)
      expect((await signIn("10.7.0.1", owner.email, DEFAULT_TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("ten wrong passwords from another address stop that address, not the owner at theirs", async () => {
    const owner = await insertUser(ctx.db);
    for (let i = 0; i < 10; i++)
      expect((await signIn("203.0.113.66", owner.email, WRONG)).statusCode, `attempt ${i + 1}`).toBe(401);
    const attacker = await signIn("203.0.113.66", owner.email, DEFAULT_TEST_PASSWORD);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    expect(Number(attacker.headers["retry-after"])).toBeGreaterThan(0);

    const atHome = await signIn("10.7.1.1", owner.email, DEFAULT_TEST_PASSWORD);
    expect(atHome.statusCode).toBe(200);
    expect(atHome.json().email).toBe(owner.email);
  });

  it("guesses spread over many addresses slow the account down, but the owner's known browser still signs in", async () => {
    const owner = await insertUser(ctx.db);
    const knownDevice = await knownDeviceCookie("10.7.2.1", owner.email);
    // 20 failures from 3 addresses: under each address's own limit, the account's allowance for a minute.
    for (let i = 0; i < 20; i++)
      expect((await signIn(`198.51.100.${i % 3}`, owner.email, WRONG)).statusCode, `attempt ${i + 1}`).toBe(
        401,
      );

    const newBrowser = await signIn("10.7.2.2", owner.email, DEFAULT_TEST_PASSWORD);
    expect(newBrowser.statusCode).toBe(429);
    // A forged or foreign cookie is no key: unsigned, tampered, or another account's.
    const other = await insertUser(ctx.db);
    const othersCookie = await knownDeviceCookie("10.7.2.3", other.email);
    for (const cookie of [`${KNOWN_DEVICE_COOKIE}=anything`, `${knownDevice}x`, othersCookie])
      expect((await signIn("10.7.2.4", owner.email, DEFAULT_TEST_PASSWORD, cookie)).statusCode, cookie).toBe(
        429,
      );

    // The browser that signed in before gets through, from anywhere.
    const known = await signIn("10.7.2.5", owner.email, DEFAULT_TEST_PASSWORD, knownDevice);
    expect(known.statusCode).toBe(200);
    // ... but a known browser is no free pass for guessing: its own address limit still applies.
    for (let i = 0; i < 10; i++) await signIn("10.7.2.6", owner.email, WRONG, knownDevice);
    expect((await signIn("10.7.2.6", owner.email, DEFAULT_TEST_PASSWORD, knownDevice)).statusCode).toBe(429);
  });

  it("still limits one address guessing across many accounts", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++)
      statuses.push((await signIn("192.0.2.99", `nobody-${i}@example.test`, WRONG)).statusCode);
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
  });
});
