import { lt } from "drizzle-orm";
import {
  REGISTRATION_CHALLENGE_TTL_MS,
  type RegistrationChallenge,
  SPAM_CHECK_EXPIRED,
  SPAM_CHECK_FAILED,
  SPAM_CHECK_OFF,
  SPAM_CHECK_REQUIRED,
  SPAM_CHECK_USED,
} from "../../../shared/contracts/registration-challenge";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { usedRegistrationChallenges } from "../../db/schema";
import { badRequest, notFound } from "../../http/app-error";
import { loadOrCreateSecret } from "../../http/secret-key";
import { getPlatformSettings } from "../settings/settings.service";

/** The key file made in DATA_DIR when REGISTRATION_CHALLENGE_KEY is not set. */
export const REGISTRATION_CHALLENGE_KEY_FILE = "registration-challenge.key";

/**
 * The work: SHA-256 once per try, and the answer is a counter drawn from this range (altcha's
 * deterministic mode, v1's "maxnumber"). A browser tries about 100 000 counters a second per
 * worker, so a solve takes about half a second to a second; a bot pays the same for every account.
 */
export const CHALLENGE_COUNTER_MIN = 10_000;
export const CHALLENGE_COUNTER_MAX = 100_000;
const ALGORITHM = "SHA-256";

/** altcha-lib, read with the first sign-up form rather than at every start. */
async function loadAltcha() {
  const [{ createChallenge, verifySolution }, { deriveKey }] = await Promise.all([
    import("altcha-lib"),
    import("altcha-lib/algorithms/sha"),
  ]);
  return { createChallenge, verifySolution, deriveKey };
}

// A cache keyed by the app's config (another config reads its own key): not shared settings.
let cachedKey: { config: Config; key: Promise<string> } | null = null;

/** The HMAC key that signs challenges: REGISTRATION_CHALLENGE_KEY, else a key file in DATA_DIR. */
function challengeKey(config: Config): Promise<string> {
  if (cachedKey?.config !== config) {
    const key = loadOrCreateSecret({
      value: config.registrationChallengeKey,
      dataDir: config.dataDir,
      fileName: REGISTRATION_CHALLENGE_KEY_FILE,
    }).then((buffer) => buffer.toString("utf8"));
    cachedKey = { config, key };
  }
  return cachedKey.key;
}

/** A signed challenge expiring at `expiresAt` (exported for the tests, which make expired ones). */
export async function makeRegistrationChallenge(
  config: Config,
  expiresAt = new Date(Date.now() + REGISTRATION_CHALLENGE_TTL_MS),
): Promise<RegistrationChallenge> {
  const key = await challengeKey(config);
  const counter =
    CHALLENGE_COUNTER_MIN + Math.floor(Math.random() * (CHALLENGE_COUNTER_MAX - CHALLENGE_COUNTER_MIN));
  const { createChallenge, deriveKey } = await loadAltcha();
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter,
    deriveKey,
    expiresAt,
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: key,
  });
  return { parameters: challenge.parameters, signature: challenge.signature };
}

/** GET /api/auth/registration-challenge: 404 while the setting is off. */
export async function registrationChallenge(db: Database, config: Config): Promise<RegistrationChallenge> {
  if (!(await getPlatformSettings(db)).registrationProofOfWork) throw notFound(SPAM_CHECK_OFF);
  return makeRegistrationChallenge(config);
}

type DecodedPayload = {
  challenge: { parameters: RegistrationChallenge["parameters"]; signature?: string };
  solution: { counter: number; derivedKey: string; time?: number };
};

function decodePayload(payload: string): DecodedPayload | null {
  try {
    const value = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as unknown;
    if (!value || typeof value !== "object") return null;
    const { challenge, solution } = value as Partial<DecodedPayload>;
    if (!challenge || typeof challenge !== "object" || !solution || typeof solution !== "object") return null;
    const { parameters, signature } = challenge;
    if (!parameters || typeof parameters !== "object" || typeof signature !== "string") return null;
    if (parameters.algorithm !== ALGORITHM) return null;
    if (!Number.isInteger(solution.counter) || solution.counter < 0 || solution.counter > 2 ** 32 - 1)
      return null;
    if (typeof solution.derivedKey !== "string") return null;
    return { challenge: { parameters, signature }, solution };
  } catch {
    return null;
  }
}

/**
 * Registration's check while the setting is on: a valid, unexpired solution of one of our
 * challenges, never used before (the signature is stored until the challenge expires). Otherwise 400.
 */
export async function checkRegistrationProofOfWork(
  db: Database,
  config: Config,
  payload: string | undefined,
): Promise<void> {
  if (!(await getPlatformSettings(db)).registrationProofOfWork) return;
  if (!payload) throw badRequest(SPAM_CHECK_REQUIRED);
  const decoded = decodePayload(payload);
  if (!decoded) throw badRequest(SPAM_CHECK_FAILED);
  const key = await challengeKey(config);
  const { verifySolution, deriveKey } = await loadAltcha();
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: key,
    });
  } catch {
    throw badRequest(SPAM_CHECK_FAILED);
  }
  if (result.expired) throw badRequest(SPAM_CHECK_EXPIRED);
  if (!result.verified) throw badRequest(SPAM_CHECK_FAILED);
  const expiresAtSeconds = decoded.challenge.parameters.expiresAt;
  const expiresAt = new Date(
    typeof expiresAtSeconds === "number"
      ? expiresAtSeconds * 1000
      : Date.now() + REGISTRATION_CHALLENGE_TTL_MS,
  );
  // Expired ones are no longer needed: their solutions are refused as expired.
  await db.delete(usedRegistrationChallenges).where(lt(usedRegistrationChallenges.expiresAt, new Date()));
  const [fresh] = await db
    .insert(usedRegistrationChallenges)
    .values({ signature: decoded.challenge.signature as string, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedRegistrationChallenges.signature });
  if (!fresh) throw badRequest(SPAM_CHECK_USED);
}
