import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passkeyChallenges, users } from "../../db/schema";
import { DEFAULT_TEST_PASSWORD } from "../../db/seed/factories";
import { freshIp } from "../../test/helpers/fresh-ip";
import {
  auditOf,
  memberWithPasskey,
  passkeysOf,
  passwordlessOptions,
  registerPasskey,
  startPasskeyTestApp,
} from "../../test/helpers/passkey-test-helpers";
import { SoftwareAuthenticator } from "../../test/helpers/software-authenticator";
import { passwordStep } from "../../test/helpers/two-factor-test-helpers";
import type { TestSmtpServer } from "../../test/smtp-test-server";
import { signedInMember, TEST_ORIGIN, TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
let smtp: TestSmtpServer;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, smtp, close } = await startPasskeyTestApp());
});
afterAll(() => close());

describe("registering a passkey", () => {
  it("answers options for a discoverable, user-verified credential, then saves the passkey", async () => {
    const { user, client } = await signedInMember(ctx);
    const other = await passwordStep(ctx, user.email, freshIp());
    expect((await other.browser.get("/api/auth/me")).statusCode).toBe(200);

    const options = await client.post("/api/auth/passkeys/registration/options", {});
    expect(options.statusCode).toBe(200);
    const body = options.json();
    expect(body.rp).toEqual({ id: "netwise.test", name: "Netwise" });
    expect(body.user.name).toBe(user.email);
    expect(body.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "required",
    });
    expect(body.attestation).toBe("none");
    expect(body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toContain(-7);

    const authenticator = new SoftwareAuthenticator(TEST_ORIGIN);
    const { response } = authenticator.register(body);
    const verify = await client.post("/api/auth/passkeys/registration/verify", {
      name: " Laptop ",
      response,
    });
    expect(verify.statusCode).toBe(201);
    const passkey = verify.json();
    expect(Object.keys(passkey).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name"]);
    expect(passkey).toMatchObject({ name: "Laptop", lastUsedAt: null });

    const list = await client.get("/api/auth/passkeys");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ passkeys: [passkey] });
    const [stored] = await passkeysOf(ctx.db, user.id);
    expect(stored).toMatchObject({ credentialId: response.id, counter: 0, transports: ["internal"] });

    // A sign-in change: other sessions end, the member is e-mailed, the audit log has it.
    expect((await client.get("/api/auth/me")).statusCode).toBe(200);
    expect((await other.browser.get("/api/auth/me")).statusCode).toBe(401);
    expect((await auditOf(ctx.db, user.id)).map((row) => row.action)).toContain("member.passkey_added");
    const mail = await smtp.waitFor(user.email, (m) => m.text.includes("A passkey was added"));
    expect(mail.subject).toBe("Your Netwise sign-in settings changed");

    // The next options exclude the passkey already registered.
    const again = (await client.post("/api/auth/passkeys/registration/options", {})).json();
    expect(again.excludeCredentials).toEqual([
      { id: response.id, type: "public-key", transports: ["internal"] },
    ]);
    expect(again.user.id).toBe(body.user.id);
  });

  it("names a passkey 'Passkey' when no name is given", async () => {
    const { client } = await signedInMember(ctx);
    const passkey = await registerPasskey(client, new SoftwareAuthenticator(TEST_ORIGIN));
    expect(passkey.name).toBe("Passkey");
    // The member's data export names it, without its key or credential id.
    const exported = (await client.get("/api/account/export")).json().signInMethods;
    expect(exported).toEqual({
      passkeys: [{ name: "Passkey", createdAt: expect.any(String), lastUsedAt: null }],
      singleSignOn: [],
    });
  });

  it("refuses a wrong origin, a replayed or expired challenge, another session's challenge and no user verification", async () => {
    const { user, client } = await signedInMember(ctx);
    const authenticator = new SoftwareAuthenticator(TEST_ORIGIN);
    const options = () => client.post("/api/auth/passkeys/registration/options", {}).then((r) => r.json());

    const wrongOrigin = await client.post("/api/auth/passkeys/registration/verify", {
      response: authenticator.register(await options(), { origin: "http://evil.test" }).response,
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json().message).toMatch(/another site/);
    const audit = await auditOf(ctx.db, user.id);
    expect(audit).toContainEqual({
      action: "member.passkey_refused",
      details: { step: "registration", reason: "origin" },
    });

    const noUv = await client.post("/api/auth/passkeys/registration/verify", {
      response: authenticator.register(await options(), { userVerified: false }).response,
    });
    expect(noUv.statusCode).toBe(400);
    expect(noUv.json().message).toMatch(/did not verify you/);

    const made = authenticator.register(await options()).response;
    expect((await client.post("/api/auth/passkeys/registration/verify", { response: made })).statusCode).toBe(
      201,
    );
    const replay = await client.post("/api/auth/passkeys/registration/verify", { response: made });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/timed out or was already used/);

    const late = authenticator.register(await options()).response;
    await ctx.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.userId, user.id));
    expect((await client.post("/api/auth/passkeys/registration/verify", { response: late })).statusCode).toBe(
      400,
    );

    // Options asked for by this member cannot be finished by another member's session.
    const stranger = await signedInMember(ctx);
    const stolen = authenticator.register(await options()).response;
    const refused = await stranger.client.post("/api/auth/passkeys/registration/verify", {
      response: stolen,
    });
    expect(refused.statusCode).toBe(400);
    expect(await passkeysOf(ctx.db, stranger.user.id)).toHaveLength(0);
    expect(await passkeysOf(ctx.db, user.id)).toHaveLength(1);
  });

  it("validates the body and refuses visitors", async () => {
    const { client } = await signedInMember(ctx);
    const authenticator = new SoftwareAuthenticator(TEST_ORIGIN);
    const options = (await client.post("/api/auth/passkeys/registration/options", {})).json();
    const { response } = authenticator.register(options);
    for (const body of [
      {},
      { response: {} },
      { name: "", response },
      { name: "x".repeat(61), response },
      { response: { ...response, type: "password" } },
      { response: { ...response, response: { ...response.response, clientDataJSON: "not base64!" } } },
      { response: { ...response, response: { ...response.response, clientDataJSON: "bm90IGpzb24" } } },
      { response, extra: 1 },
    ])
      expect(
        (await client.post("/api/auth/passkeys/registration/verify", body)).statusCode,
        JSON.stringify(body).slice(0, 80),
      ).toBe(400);
    const visitor = new TestClient(ctx.app);
    expect((await visitor.post("/api/auth/passkeys/registration/options", {})).statusCode).toBe(401);
    expect((await visitor.post("/api/auth/passkeys/registration/verify", { response })).statusCode).toBe(401);
    expect((await visitor.get("/api/auth/passkeys")).statusCode).toBe(401);
  });

  it("lets an admin register a passkey as any member does", async () => {
    const admin = await memberWithPasskey(ctx, { role: "admin" }, "Admin key");
    expect((await admin.client.get("/api/auth/passkeys")).json().passkeys).toHaveLength(1);
  });
});

describe("renaming and removing passkeys", () => {
  it("renames the member's own passkey; another member's is not found", async () => {
    const alice = await memberWithPasskey(ctx);
    const bob = await signedInMember(ctx);
    const renamed = await alice.client.patch(`/api/auth/passkeys/${alice.passkey.id}`, { name: "Phone" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...alice.passkey, name: "Phone" });
    for (const body of [{}, { name: "  " }, { name: "x".repeat(61) }, { name: "a", x: 1 }])
      expect((await alice.client.patch(`/api/auth/passkeys/${alice.passkey.id}`, body)).statusCode).toBe(400);
    expect((await alice.client.patch("/api/auth/passkeys/abc", { name: "A" })).statusCode).toBe(400);
    const stranger = await bob.client.patch(`/api/auth/passkeys/${alice.passkey.id}`, { name: "Mine" });
    expect(stranger.statusCode).toBe(404);
    expect(
      (await new TestClient(ctx.app).patch(`/api/auth/passkeys/${alice.passkey.id}`, { name: "A" }))
        .statusCode,
    ).toBe(401);
    expect((await passkeysOf(ctx.db, alice.user.id))[0]?.name).toBe("Phone");
  });

  it("removes the member's passkey (a sign-in change); another member's is not found", async () => {
    const alice = await memberWithPasskey(ctx);
    const bob = await signedInMember(ctx);
    const admin = await signedInMember(ctx, { role: "admin" });
    expect((await bob.client.delete(`/api/auth/passkeys/${alice.passkey.id}`)).statusCode).toBe(404);
    // Passkeys are the member's own: an admin cannot remove (or see) another member's either.
    expect((await admin.client.delete(`/api/auth/passkeys/${alice.passkey.id}`)).statusCode).toBe(404);
    expect((await admin.client.get("/api/auth/passkeys")).json()).toEqual({ passkeys: [] });
    expect((await new TestClient(ctx.app).delete(`/api/auth/passkeys/${alice.passkey.id}`)).statusCode).toBe(
      401,
    );
    expect(await passkeysOf(ctx.db, alice.user.id)).toHaveLength(1);
    const removed = await alice.client.delete(`/api/auth/passkeys/${alice.passkey.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await alice.client.get("/api/auth/passkeys")).json()).toEqual({ passkeys: [] });
    expect((await alice.client.delete(`/api/auth/passkeys/${alice.passkey.id}`)).statusCode).toBe(404);
    expect((await auditOf(ctx.db, alice.user.id)).map((row) => row.action)).toContain(
      "member.passkey_removed",
    );
    // Its assertions no longer sign in.
    const attempt = await passwordlessOptions(ctx, freshIp());
    const refused = await attempt.verify(alice.authenticator.assert(attempt.options));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/not registered here/);
  });

  it("go with the account when the member deletes it", async () => {
    const member = await memberWithPasskey(ctx);
    await member.client.post("/api/auth/passkeys/registration/options", {});
    const deleted = await member.client.request("DELETE", "/api/account", {
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await passkeysOf(ctx.db, member.user.id)).toHaveLength(0);
    expect(
      await ctx.db.select().from(passkeyChallenges).where(eq(passkeyChallenges.userId, member.user.id)),
    ).toHaveLength(0);
  });

  it("refuses to remove a member's last way to sign in", async () => {
    const member = await memberWithPasskey(ctx);
    // An account without a password (as single sign-on may make one): the passkey is all it has.
    await ctx.db.update(users).set({ passwordHash: "" }).where(eq(users.id, member.user.id));
    const refused = await member.client.delete(`/api/auth/passkeys/${member.passkey.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/only way to sign in/);
    expect(await passkeysOf(ctx.db, member.user.id)).toHaveLength(1);
    // With a second passkey, one of them may go.
    await registerPasskey(member.client, member.authenticator, "Second");
    expect((await member.client.delete(`/api/auth/passkeys/${member.passkey.id}`)).statusCode).toBe(204);
  });
});
