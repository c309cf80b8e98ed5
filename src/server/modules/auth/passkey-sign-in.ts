import { randomBytes } from "node:crypto";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type AuthenticationResponse, PASSKEY_CHALLENGE_TTL_MS } from "../../../shared/contracts/passkeys";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { memberPasskeys, type UserRow, users } from "../../db/schema";
import { badRequest, forbidden, unauthorized } from "../../http/app-error";
import { hashToken } from "../../http/sessions";
import { ACCOUNT_DEACTIVATED } from "./auth.service";
import { roleFor } from "./email-verification";
import { LOGIN_CHALLENGE_COOKIE, LOGIN_CHALLENGE_EXPIRED, readLoginChallenge } from "./login-challenge";
import {
  challengeOf,
  PASSKEY_CHALLENGE_EXPIRED,
  type PasskeyPurpose,
  relyingParty,
  saveChallenge,
  takeChallenge,
} from "./passkey-challenges";
import { describeRefusal } from "./passkeys.service";
import { recordSignInAttack } from "./sign-in-changes";

/** The browser that asked for passwordless options holds this token; its challenge is bound to it. */
export const PASSKEY_SIGN_IN_COOKIE = "netwise_passkey_challenge";

export const UNKNOWN_PASSKEY =
  "This passkey is not registered here (it may have been removed). Sign in with your password instead.";
export const ANOTHER_MEMBERS_PASSKEY =
  "This passkey belongs to another account. Use a passkey of the account you are signing in to.";
export const COUNTER_WENT_BACK =
  "This passkey's signature counter did not advance, which is a sign it was copied. It was refused: sign in another way and remove it in Settings.";
export const NO_PASSKEY_FOR_SECOND_STEP =
  "This account has no passkey. Use another way to finish signing in.";

const cookieOptions = (config: Config) => ({
  path: "/api/auth",
  httpOnly: true,
  sameSite: "strict" as const,
  secure: config.secureCookies,
});

/**
 * POST /api/auth/passkeys/authentication/options. Passwordless ("sign-in"): no member is named, the
 * authenticator offers this site's discoverable credentials, and the challenge is bound to a new
 * cookie. Second factor: the half-signed-in member's passkeys, bound to their login challenge.
 */
export async function startPasskeyAuthentication(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  purpose: "sign-in" | "second-factor",
) {
  const rp = relyingParty(config);
  if (purpose === "second-factor") {
    const loginChallenge = await readLoginChallenge(db, request);
    const passkeys = await db
      .select({ credentialId: memberPasskeys.credentialId, transports: memberPasskeys.transports })
      .from(memberPasskeys)
      .where(eq(memberPasskeys.userId, loginChallenge.userId));
    if (passkeys.length === 0) throw badRequest(NO_PASSKEY_FOR_SECOND_STEP);
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      userVerification: "required",
      allowCredentials: passkeys.map((row) => ({ id: row.credentialId, transports: row.transports })),
    });
    await saveChallenge(db, {
      challenge: options.challenge,
      purpose: "second_factor",
      userId: loginChallenge.userId,
      bindingHash: hashToken(request.cookies[LOGIN_CHALLENGE_COOKIE] ?? ""),
    });
    return options;
  }
  const token = randomBytes(32).toString("base64url");
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: "required" });
  await saveChallenge(db, {
    challenge: options.challenge,
    purpose: "sign_in",
    userId: null,
    bindingHash: hashToken(token),
  });
  reply.setCookie(PASSKEY_SIGN_IN_COOKIE, token, {
    ...cookieOptions(config),
    maxAge: Math.floor(PASSKEY_CHALLENGE_TTL_MS / 1000),
  });
  return options;
}

type VerifiedSignIn = {
  user: UserRow;
  /** The second step finished a half-signed-in state (its id), or null for a passwordless sign-in. */
  loginChallengeId: number | null;
};

/**
 * POST /api/auth/passkeys/authentication/verify: the answer must carry a live challenge this browser
 * was given, come from this site's origin, be signed by a registered passkey with the member verified,
 * and (as a second factor) be the half-signed-in member's own. `countFailure` counts a refusal
 * against the caller's allowance; attacks (another member's passkey, a wrong origin, a copied
 * passkey, a used challenge) are in the audit log. Nothing changes unless every check passes.
 */
export async function verifyPasskeyAuthentication(
  db: Database,
  config: Config,
  request: FastifyRequest,
  response: AuthenticationResponse,
  countFailure: () => Promise<void>,
): Promise<VerifiedSignIn> {
  const rp = relyingParty(config);
  const refuse = async (error: Error, attack?: { userId: number; reason: string }) => {
    await countFailure();
    if (attack)
      await recordSignInAttack(db, {
        userId: attack.userId,
        action: "member.passkey_refused",
        details: { reason: attack.reason, credential: response.id.slice(0, 64) },
      });
    return error;
  };

  const challengeText = challengeOf(response.response.clientDataJSON);
  const [passkey] = await db
    .select()
    .from(memberPasskeys)
    .where(eq(memberPasskeys.credentialId, response.id))
    .limit(1);
  const bindingHashes = [PASSKEY_SIGN_IN_COOKIE, LOGIN_CHALLENGE_COOKIE]
    .map((name) => request.cookies[name])
    .filter((token): token is string => Boolean(token))
    .map(hashToken);
  const purposes: PasskeyPurpose[] = ["sign_in", "second_factor"];
  const challenge = await takeChallenge(db, { challenge: challengeText, purposes, bindingHashes });
  if (!challenge)
    throw await refuse(
      badRequest(PASSKEY_CHALLENGE_EXPIRED),
      passkey ? { userId: passkey.userId, reason: "challenge expired or reused" } : undefined,
    );
  if (!passkey) throw await refuse(unauthorized(UNKNOWN_PASSKEY));

  let loginChallengeId: number | null = null;
  if (challenge.purpose === "second_factor") {
    const loginChallenge = await readLoginChallenge(db, request).catch(async () => {
      throw await refuse(unauthorized(LOGIN_CHALLENGE_EXPIRED));
    });
    if (loginChallenge.userId !== challenge.userId) throw await refuse(unauthorized(LOGIN_CHALLENGE_EXPIRED));
    if (passkey.userId !== challenge.userId)
      throw await refuse(forbidden(ANOTHER_MEMBERS_PASSKEY), {
        userId: challenge.userId ?? passkey.userId,
        reason: "another member's passkey",
      });
    loginChallengeId = loginChallenge.id;
  }
  // A discoverable credential names its member: it must be the one the passkey was registered for.
  const userHandle = response.response.userHandle;
  if (userHandle !== undefined && userHandle !== passkey.userHandle)
    throw await refuse(unauthorized(ANOTHER_MEMBERS_PASSKEY), {
      userId: passkey.userId,
      reason: "user handle does not match",
    });

  let newCounter: number;
  try {
    const verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      // The counter is checked below, once the signature is known to be the passkey's own.
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: 0,
        transports: passkey.transports as never,
      },
    });
    if (!verification.verified) throw new Error("signature");
    newCounter = verification.authenticationInfo.newCounter;
  } catch (error) {
    const detail = error instanceof Error ? error.message : "";
    const reason = /origin/i.test(detail)
      ? "wrong origin"
      : /RP ID/i.test(detail)
        ? "wrong site"
        : "signature";
    throw await refuse(badRequest(describeRefusal(error, rp)), { userId: passkey.userId, reason });
  }
  if ((newCounter > 0 || passkey.counter > 0) && newCounter <= passkey.counter)
    throw await refuse(unauthorized(COUNTER_WENT_BACK), {
      userId: passkey.userId,
      reason: "signature counter did not advance",
    });
  const [user] = await db.select().from(users).where(eq(users.id, passkey.userId)).limit(1);
  if (!user) throw unauthorized(UNKNOWN_PASSKEY);
  if (!user.isActive) throw forbidden(ACCOUNT_DEACTIVATED);
  // The counter moves only from the value checked: two answers racing with one counter cannot both pass.
  const moved = await db
    .update(memberPasskeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(memberPasskeys.id, passkey.id), eq(memberPasskeys.counter, passkey.counter)))
    .returning({ id: memberPasskeys.id });
  if (moved.length === 0)
    throw await refuse(unauthorized(COUNTER_WENT_BACK), {
      userId: passkey.userId,
      reason: "signature counter did not advance",
    });

  const [updated] = await db
    .update(users)
    .set({ role: roleFor(user, config), lastActiveAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return { user: updated ?? user, loginChallengeId };
}

/** After a passwordless sign-in: the challenge cookie has done its work. */
export function clearPasskeySignInCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(PASSKEY_SIGN_IN_COOKIE, cookieOptions(config));
}
