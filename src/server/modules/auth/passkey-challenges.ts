import { isIP } from "node:net";
import { and, eq, gt, inArray, lt } from "drizzle-orm";
import { PASSKEY_CHALLENGE_TTL_MS } from "../../../shared/contracts/passkeys";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { passkeyChallenges } from "../../db/schema";
import { badRequest } from "../../http/app-error";

/**
 * The relying party of WebAuthn: its id is APP_URL's host (`localhost` when that host is an IP
 * address, since WebAuthn refuses IP origins), and the only origin whose answers count is APP_URL's
 * origin (with `localhost` for an IP host, same scheme and port).
 */
export function relyingParty(config: Config) {
  const url = new URL(config.appUrl);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) === 0) return { id: host, name: "Netwise", origin: url.origin };
  return {
    id: "localhost",
    name: "Netwise",
    origin: `${url.protocol}//localhost${url.port ? `:${url.port}` : ""}`,
  };
}

export type PasskeyPurpose = "registration" | "sign_in" | "second_factor";

export const PASSKEY_CHALLENGE_EXPIRED =
  "This passkey request timed out or was already used. Please try again.";
export const PASSKEY_ANSWER_UNREADABLE = "The passkey's answer could not be read. Please try again.";

/** Stores a challenge handed out now (expired ones are cleared on the way). */
export async function saveChallenge(
  db: Database,
  input: {
    challenge: string;
    purpose: PasskeyPurpose;
    userId: number | null;
    bindingHash: string;
    userHandle?: string;
  },
) {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, new Date()));
  await db.insert(passkeyChallenges).values({
    ...input,
    userHandle: input.userHandle ?? null,
    expiresAt: new Date(Date.now() + PASSKEY_CHALLENGE_TTL_MS),
  });
}

/** The challenge an authenticator signed, as its clientDataJSON names it; 400 when unreadable. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === "string" && data.challenge.length > 0) return data.challenge;
  } catch {
    // Falls through to the refusal.
  }
  throw badRequest(PASSKEY_ANSWER_UNREADABLE);
}

/**
 * Uses up the challenge of an answer: only if it is live, for one of `purposes`, and bound to one of
 * the cookies this browser holds. Deleting it is the check, so two requests cannot both use it.
 * Undefined when there is no such challenge (expired, replayed, another browser's, or made up).
 */
export async function takeChallenge(
  db: Database,
  input: { challenge: string; purposes: PasskeyPurpose[]; bindingHashes: string[] },
) {
  if (input.bindingHashes.length === 0) return undefined;
  const [row] = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, input.challenge),
        inArray(passkeyChallenges.purpose, input.purposes),
        inArray(passkeyChallenges.bindingHash, input.bindingHashes),
        gt(passkeyChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return row as (typeof row & { purpose: PasskeyPurpose }) | undefined;
}
