import { randomBytes } from "node:crypto";
import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import {
  DEFAULT_PASSKEY_NAME,
  MAX_PASSKEYS,
  type registrationResponseSchema,
} from "../../../shared/contracts/passkeys";
import type { Config } from "../../config";
import type { Database, DbExecutor } from "../../db/client";
import { isUniqueViolation } from "../../db/pg-errors";
import { memberPasskeys } from "../../db/schema";
import { badRequest, conflict, notFound, unauthorized } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { MailOutbox } from "../../mail/send-mail";
import {
  challengeOf,
  PASSKEY_CHALLENGE_EXPIRED,
  relyingParty,
  saveChallenge,
  takeChallenge,
} from "./passkey-challenges";
import { recordSignInAttack, signInMethodChanged } from "./sign-in-changes";
import { countSignInWays } from "./sign-in-ways";

export const PASSKEY_NOT_FOUND = "That passkey was not found.";
export const PASSKEY_ALREADY_REGISTERED = "This passkey is already registered.";
export const TOO_MANY_PASSKEYS = `You can register up to ${MAX_PASSKEYS} passkeys. Remove one first.`;
export const LAST_WAY_TO_SIGN_IN =
  "This passkey is your only way to sign in. Set a password or add another passkey before removing it.";
const SIGN_IN_REQUIRED = "Sign in again to manage your passkeys.";

const passkeyColumns = {
  id: memberPasskeys.id,
  name: memberPasskeys.name,
  createdAt: memberPasskeys.createdAt,
  lastUsedAt: memberPasskeys.lastUsedAt,
};

/** GET /api/auth/passkeys: the member's passkeys, oldest first (at most MAX_PASSKEYS). */
export async function listPasskeys(db: DbExecutor, userId: number) {
  const passkeys = await db
    .select(passkeyColumns)
    .from(memberPasskeys)
    .where(eq(memberPasskeys.userId, userId))
    .orderBy(asc(memberPasskeys.id))
    .limit(MAX_PASSKEYS);
  return { passkeys };
}

export async function countPasskeys(db: DbExecutor, userId: number) {
  const [row] = await db.select({ n: count() }).from(memberPasskeys).where(eq(memberPasskeys.userId, userId));
  return row?.n ?? 0;
}

export async function hasPasskey(db: DbExecutor, userId: number) {
  return (await countPasskeys(db, userId)) > 0;
}

/** The handle the member's discoverable credentials carry: the one of their passkeys, else a new random one. */
async function memberHandle(db: DbExecutor, userId: number) {
  const [row] = await db
    .select({ userHandle: memberPasskeys.userHandle })
    .from(memberPasskeys)
    .where(eq(memberPasskeys.userId, userId))
    .orderBy(asc(memberPasskeys.id))
    .limit(1);
  return row?.userHandle ?? randomBytes(32).toString("base64url");
}

/** POST /api/auth/passkeys/registration/options: a discoverable credential with user verification. */
export async function startPasskeyRegistration(
  db: Database,
  config: Config,
  user: SessionUser,
  sessionHash: string | null,
) {
  if (!sessionHash) throw unauthorized(SIGN_IN_REQUIRED);
  if ((await countPasskeys(db, user.id)) >= MAX_PASSKEYS) throw conflict(TOO_MANY_PASSKEYS);
  const rp = relyingParty(config);
  const existing = await db
    .select({ credentialId: memberPasskeys.credentialId, transports: memberPasskeys.transports })
    .from(memberPasskeys)
    .where(eq(memberPasskeys.userId, user.id));
  const userHandle = await memberHandle(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    userID: Buffer.from(userHandle, "base64url"),
    attestationType: "none",
    // Not the same authenticator twice: it would only replace its own credential for this member.
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    // ES256 and RS256: what platform authenticators and security keys make.
    supportedAlgorithmIDs: [-7, -257],
  });
  await saveChallenge(db, {
    challenge: options.challenge,
    purpose: "registration",
    userId: user.id,
    bindingHash: sessionHash,
    userHandle,
  });
  return options;
}

/** Why the library refused an answer, in the member's words. */
export function describeRefusal(error: unknown, rp: { origin: string }) {
  const detail = error instanceof Error ? error.message : String(error);
  if (/origin/i.test(detail)) return `This passkey answer was made for another site, not ${rp.origin}.`;
  if (/RP ID/i.test(detail)) return "This passkey belongs to another site.";
  if (/user could not be verified|user verification/i.test(detail))
    return "Your device did not verify you (PIN, fingerprint or face). Please try again.";
  return "The passkey could not be verified. Please try again.";
}

/** POST /api/auth/passkeys/registration/verify: the passkey is saved; a sign-in change. */
export async function finishPasskeyRegistration(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: SessionUser,
  input: { name?: string | undefined; response: z.infer<typeof registrationResponseSchema> },
  sessionHash: string | null,
) {
  if (!sessionHash) throw unauthorized(SIGN_IN_REQUIRED);
  const rp = relyingParty(config);
  const challenge = await takeChallenge(db, {
    challenge: challengeOf(input.response.response.clientDataJSON),
    purposes: ["registration"],
    bindingHashes: [sessionHash],
  });
  if (!challenge || challenge.userId !== user.id || !challenge.userHandle)
    throw badRequest(PASSKEY_CHALLENGE_EXPIRED);
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      // The contract checked the shape; the library checks the content.
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: [-7, -257],
    });
  } catch (error) {
    if (/origin/i.test(error instanceof Error ? error.message : ""))
      await recordSignInAttack(db, {
        userId: user.id,
        action: "member.passkey_refused",
        details: { step: "registration", reason: "origin" },
      });
    throw badRequest(describeRefusal(error, rp));
  }
  if (!verification.verified) throw badRequest("The passkey could not be verified. Please try again.");
  const { credential } = verification.registrationInfo;
  if ((await countPasskeys(db, user.id)) >= MAX_PASSKEYS) throw conflict(TOO_MANY_PASSKEYS);
  let passkey: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null } | undefined;
  try {
    [passkey] = await db
      .insert(memberPasskeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString("base64url"),
        userHandle: challenge.userHandle,
        counter: credential.counter,
        transports: (credential.transports ?? []).slice(0, 10),
        name: input.name ?? DEFAULT_PASSKEY_NAME,
      })
      .returning(passkeyColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(PASSKEY_ALREADY_REGISTERED);
    throw error;
  }
  if (!passkey) throw new Error("insert returned no row");
  await signInMethodChanged(db, config, outbox, {
    user,
    change: "passkey_added",
    keepHash: sessionHash,
    details: { passkeyId: passkey.id, name: passkey.name },
  });
  return passkey;
}

async function ownPasskey(db: DbExecutor, userId: number, id: number) {
  const [row] = await db
    .select(passkeyColumns)
    .from(memberPasskeys)
    .where(and(eq(memberPasskeys.id, id), eq(memberPasskeys.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PASSKEY_NOT_FOUND);
  return row;
}

/** PATCH /api/auth/passkeys/:id: a new name (another member's passkey is "not found"). */
export async function renamePasskey(db: Database, userId: number, id: number, name: string) {
  await ownPasskey(db, userId, id);
  const [row] = await db
    .update(memberPasskeys)
    .set({ name })
    .where(and(eq(memberPasskeys.id, id), eq(memberPasskeys.userId, userId)))
    .returning(passkeyColumns);
  if (!row) throw notFound(PASSKEY_NOT_FOUND);
  return row;
}

/** True when the member can sign in with a password (an account made through single sign-on may have none). */
/** DELETE /api/auth/passkeys/:id: a sign-in change; never the member's last way to sign in. */
export async function deletePasskey(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: SessionUser,
  id: number,
  sessionHash: string | null,
) {
  const passkey = await ownPasskey(db, user.id, id);
  if ((await countSignInWays(db, user.id)) < 2) throw conflict(LAST_WAY_TO_SIGN_IN);
  const deleted = await db
    .delete(memberPasskeys)
    .where(and(eq(memberPasskeys.id, id), eq(memberPasskeys.userId, user.id)))
    .returning({ id: memberPasskeys.id });
  if (deleted.length === 0) throw notFound(PASSKEY_NOT_FOUND);
  await signInMethodChanged(db, config, outbox, {
    user,
    change: "passkey_removed",
    keepHash: sessionHash,
    details: { passkeyId: id, name: passkey.name },
  });
}
