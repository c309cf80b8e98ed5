import { and, eq, isNotNull, isNull, lt, or } from "drizzle-orm";
import {
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type TotpSetupResponse,
} from "../../../shared/contracts/two-factor";
import type { Database, DbExecutor } from "../../db/client";
import { memberTotp } from "../../db/schema";
import { conflict } from "../../http/app-error";

export const TOTP_ALREADY_ON = "Two-factor sign-in is already on. Turn it off first to set it up again.";
export const TOTP_NOT_STARTED = "Start the set-up first: scan the new QR code, then enter a code.";
export const TOTP_NOT_ON = "Two-factor sign-in with an authenticator app is not on.";
export const WRONG_CODE =
  "That code is not correct or was already used. Enter the current code from your app.";

const ISSUER = "Netwise";

/** otpauth and qrcode are read when a member first sets up or uses a second factor, not at start. */
const loadOtpauth = () => import("otpauth");

async function totpFor(secret: string, label: string) {
  const { Secret, TOTP } = await loadOtpauth();
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

async function readTotp(db: DbExecutor, userId: number) {
  const [row] = await db.select().from(memberTotp).where(eq(memberTotp.userId, userId)).limit(1);
  return row;
}

export async function isTotpEnabled(db: DbExecutor, userId: number) {
  return Boolean((await readTotp(db, userId))?.enabledAt);
}

/** A new secret for the member (replacing an unfinished set-up); it counts only after enableTotp. */
export async function setupTotp(
  db: Database,
  user: { id: number; email: string },
): Promise<TotpSetupResponse> {
  const existing = await readTotp(db, user.id);
  if (existing?.enabledAt) throw conflict(TOTP_ALREADY_ON);
  const { Secret } = await loadOtpauth();
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(memberTotp)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({ target: memberTotp.userId, set: { secret, lastUsedStep: null, enabledAt: null } });
  const otpauthUrl = (await totpFor(secret, user.email)).toString();
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/**
 * True when `code` is valid now (one step of clock drift either way) for the member's secret and no
 * code of its step or a later one was accepted before: the step is stored in the same statement, so
 * two requests with one code cannot both pass. `pending` checks the secret of an unfinished set-up.
 */
export async function verifyTotpCode(
  db: DbExecutor,
  user: { id: number; email: string },
  code: string,
  state: "enabled" | "pending",
): Promise<boolean> {
  const row = await readTotp(db, user.id);
  if (!row || (state === "enabled") !== Boolean(row.enabledAt)) return false;
  const now = Date.now();
  const delta = (await totpFor(row.secret, user.email)).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  const accepted = await db
    .update(memberTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(memberTotp.userId, user.id),
        state === "enabled" ? isNotNull(memberTotp.enabledAt) : isNull(memberTotp.enabledAt),
        or(isNull(memberTotp.lastUsedStep), lt(memberTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: memberTotp.userId });
  return accepted.length > 0;
}

export async function markTotpEnabled(db: DbExecutor, userId: number) {
  await db.update(memberTotp).set({ enabledAt: new Date() }).where(eq(memberTotp.userId, userId));
}

export async function deleteTotp(db: DbExecutor, userId: number) {
  await db.delete(memberTotp).where(eq(memberTotp.userId, userId));
}
