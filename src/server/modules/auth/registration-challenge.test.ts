import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  SPAM_CHECK_EXPIRED,
  SPAM_CHECK_FAILED,
  SPAM_CHECK_OFF,
  SPAM_CHECK_REQUIRED,
  SPAM_CHECK_USED,
} from "../../../shared/contracts/registration-challenge";
import { platformSettings, users } from "../../db/schema";
import {
  createTestApp,
  type SignedInMember,
  signedInMember,
  TestClient,
  type TestContext,
} from "../../test/test-app";
import {
  CHALLENGE_COUNTER_MAX,
  CHALLENGE_COUNTER_MIN,
  makeRegistrationChallenge,
} from "./registration-challenge";

let ctx: TestContext;
let admin: SignedInMember;
beforeAll(async () => {
  ctx = await createTestApp({ authRateLimit: 1000 });
  admin = await signedInMember(ctx, { role: "admin" });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(platformSettings);
});

let counter = 0;
const registration = (altcha?: string) => ({
  email: `pow.${++counter}@example.com`,
  password: "violet-harbor-42",
  firstName: "Dana",
  lastName: "Reyes",
  ...(altcha === undefined ? {} : { altcha }),
});

type Challenge = Awaited<ReturnType<typeof makeRegistrationChallenge>>;

/** What the widget sends: base64 of {challenge, solution}. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const turnOn = () => admin.client.put("/api/admin/settings", { registrationProofOfWork: true });

describe("the proof-of-work setting", () => {
  it("is off by default: no challenge (404) and registration needs none", async () => {
    const visitor = new TestClient(ctx.app);
    const challenge = await visitor.get("/api/auth/registration-challenge");
    expect(challenge.statusCode).toBe(404);
    expect(challenge.json()).toEqual({ message: SPAM_CHECK_OFF });
    expect((await visitor.post("/api/auth/register", registration())).statusCode).toBe(201);
    expect((await new TestClient(ctx.app).get("/api/settings")).json().registrationProofOfWork).toBe(false);
  });

  it("only an admin turns it on; the public settings then say so", async () => {
    const member = await signedInMember(ctx);
    expect(
      (await member.client.put("/api/admin/settings", { registrationProofOfWork: true })).statusCode,
    ).toBe(403);
    expect(
      (await admin.client.put("/api/admin/settings", { registrationProofOfWork: "yes" })).json().issues,
    ).toEqual([
      {
        path: "registrationProofOfWork",
        message: "Ask new members to pass a spam check must be true or false",
      },
    ]);
    const saved = await turnOn();
    expect(saved.statusCode).toBe(200);
    expect(saved.json().registrationProofOfWork).toBe(true);
    expect((await new TestClient(ctx.app).get("/api/settings")).json().registrationProofOfWork).toBe(true);
  });
});

describe("registration with the spam check on", () => {
  beforeEach(async () => {
    await turnOn();
  });

  it("gives a signed challenge that expires within minutes, and accepts its solution once", async () => {
    const visitor = new TestClient(ctx.app);
    const response = await visitor.get("/api/auth/registration-challenge");
    expect(response.statusCode).toBe(200);
    const challenge = response.json();
    expect(Object.keys(challenge).sort()).toEqual(["parameters", "signature"]);
    expect(challenge.parameters).toMatchObject({ algorithm: "SHA-256", cost: 1, keyLength: 32 });
    const secondsLeft = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(60);
    expect(secondsLeft).toBeLessThanOrEqual(5 * 60);

    const payload = await solve(challenge);
    const first = registration(payload);
    const created = await visitor.post("/api/auth/register", first);
    expect(created.statusCode).toBe(201);
    expect(created.json()).not.toHaveProperty("altcha");

    const reused = await new TestClient(ctx.app).post("/api/auth/register", registration(payload));
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: SPAM_CHECK_USED });
  });

  it("takes a counter within the configured range", async () => {
    const challenge = await makeRegistrationChallenge(ctx.config);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(CHALLENGE_COUNTER_MIN);
    expect(solution?.counter).toBeLessThan(CHALLENGE_COUNTER_MAX);
  });

  it("refuses a registration without the spam check", async () => {
    const body = registration();
    const response = await new TestClient(ctx.app).post("/api/auth/register", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SPAM_CHECK_REQUIRED });
    expect(await ctx.db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it.each([
    ["not base64 JSON", async () => "not a payload"],
    [
      "a guessed key",
      async () => {
        const challenge = await makeRegistrationChallenge(ctx.config);
        const wrong = { counter: 12_345, derivedKey: "00".repeat(32) };
        return Buffer.from(JSON.stringify({ challenge, solution: wrong })).toString("base64");
      },
    ],
    [
      "a challenge signed with another key",
      async () =>
        solve(
          await makeRegistrationChallenge({
            ...ctx.config,
            registrationChallengeKey: "another-registration-challenge-key-of-32-chars",
          }),
        ),
    ],
    [
      "a tampered challenge",
      async () => {
        const challenge = await makeRegistrationChallenge(ctx.config);
        const payload = JSON.parse(Buffer.from(await solve(challenge), "base64").toString());
        payload.challenge.parameters.expiresAt += 3600;
        return Buffer.from(JSON.stringify(payload)).toString("base64");
      },
    ],
  ])("refuses %s", async (_what, makePayload) => {
    const response = await new TestClient(ctx.app).post(
      "/api/auth/register",
      registration(await makePayload()),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SPAM_CHECK_FAILED });
  });

  it("refuses the solution of an expired challenge", async () => {
    const expired = await makeRegistrationChallenge(ctx.config, new Date(Date.now() - 1000));
    const response = await new TestClient(ctx.app).post(
      "/api/auth/register",
      registration(await solve(expired)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SPAM_CHECK_EXPIRED });
  });

  it("does not use up a solution on a refused registration (the e-mail taken)", async () => {
    const payload = await solve(await makeRegistrationChallenge(ctx.config));
    const taken = await signedInMember(ctx);
    const conflict = await new TestClient(ctx.app).post("/api/auth/register", {
      ...registration(payload),
      email: taken.user.email,
    });
    expect(conflict.statusCode).toBe(409);
    expect((await new TestClient(ctx.app).post("/api/auth/register", registration(payload))).statusCode).toBe(
      201,
    );
  });
});
