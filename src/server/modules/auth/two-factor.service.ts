import { eq } from "drizzle-orm";
import type { SecondFactorMethod, TwoFactorStatus } from "../../../shared/contracts/two-factor";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { memberTotp, type UserRow, users } from "../../db/schema";
import { badRequest, conflict, forbidden, unauthorized } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import type { MailOutbox } from "../../mail/send-mail";
import { hasPasskey } from "./passkeys.service";
import { isCurrentPassword } from "./password";
import {
  consumeRecoveryCode,
  deleteRecoveryCodes,
  recoveryCodesLeft,
  replaceRecoveryCodes,
} from "./recovery-codes";
import { recordSignInAttack, signInMethodChanged } from "./sign-in-changes";
import {
  deleteTotp,
  isTotpEnabled,
  markTotpEnabled,
  TOTP_ALREADY_ON,
  TOTP_NOT_ON,
  TOTP_NOT_STARTED,
  verifyTotpCode,
  WRONG_CODE,
} from "./totp.service";
import { twoFactorRequiredFor } from "./two-factor-policy";

export const WRONG_PASSWORD = "Your password is not correct.";
export const WRONG_RECOVERY_CODE = "That recovery code is not correct or was already used.";

/** Called when a guess (a code or the password) was wrong, so the per-account limit counts it. */
type CountFailure = () => Promise<void>;

/** How a member with a second factor may finish signing in; empty when they have none. */
export async function secondFactorMethods(db: Database, userId: number): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = (await isTotpEnabled(db, userId)) ? ["totp", "recovery"] : [];
  if (await hasPasskey(db, userId)) methods.push("passkey");
  return methods;
}

export async function readTwoFactorStatus(db: Database, user: SessionUser): Promise<TwoFactorStatus> {
  const totpEnabled = await isTotpEnabled(db, user.id);
  return {
    totpEnabled,
    recoveryCodesLeft: totpEnabled ? await recoveryCodesLeft(db, user.id) : 0,
    setupRequired: !totpEnabled && !(await hasPasskey(db, user.id)) && (await twoFactorRequiredFor(db, user)),
  };
}

async function checkPassword(db: Database, userId: number, password: string, countFailure: CountFailure) {
  if (await isCurrentPassword(db, userId, password)) return;
  await countFailure();
  throw forbidden(WRONG_PASSWORD);
}

/** POST /api/auth/2fa/totp/enable: the set-up's secret counts once a code from it verifies. */
export async function enableTotp(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: SessionUser,
  code: string,
  keepHash: string | null,
  countFailure: CountFailure,
) {
  const [row] = await db.select().from(memberTotp).where(eq(memberTotp.userId, user.id)).limit(1);
  if (!row) throw badRequest(TOTP_NOT_STARTED);
  if (row.enabledAt) throw conflict(TOTP_ALREADY_ON);
  if (!(await verifyTotpCode(db, user, code, "pending"))) {
    await countFailure();
    throw badRequest(WRONG_CODE);
  }
  const recoveryCodes = await db.transaction(async (tx) => {
    await markTotpEnabled(tx, user.id);
    return replaceRecoveryCodes(tx, user.id);
  });
  await signInMethodChanged(db, config, outbox, { user, change: "totp_enabled", keepHash });
  return recoveryCodes;
}

/** POST /api/auth/2fa/totp/disable: the password and a current code. */
export async function disableTotp(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: SessionUser,
  input: { password: string; code: string },
  keepHash: string | null,
  countFailure: CountFailure,
) {
  if (!(await isTotpEnabled(db, user.id))) throw conflict(TOTP_NOT_ON);
  await checkPassword(db, user.id, input.password, countFailure);
  if (!(await verifyTotpCode(db, user, input.code, "enabled"))) {
    await countFailure();
    throw badRequest(WRONG_CODE);
  }
  await db.transaction(async (tx) => {
    await deleteTotp(tx, user.id);
    await deleteRecoveryCodes(tx, user.id);
  });
  await signInMethodChanged(db, config, outbox, { user, change: "totp_disabled", keepHash });
}

/** POST /api/auth/2fa/recovery-codes: a new set for the password; the old codes stop working. */
export async function renewRecoveryCodes(
  db: Database,
  config: Config,
  outbox: MailOutbox,
  user: SessionUser,
  password: string,
  keepHash: string | null,
  countFailure: CountFailure,
) {
  if (!(await isTotpEnabled(db, user.id))) throw conflict(TOTP_NOT_ON);
  await checkPassword(db, user.id, password, countFailure);
  const codes = await replaceRecoveryCodes(db, user.id);
  await signInMethodChanged(db, config, outbox, { user, change: "recovery_codes_renewed", keepHash });
  return codes;
}

/**
 * The second step of signing in: a code from the app or one recovery code, for the member of the
 * challenge. A wrong one counts against the account's limit and is in the audit log.
 */
export async function verifySecondFactor(
  db: Database,
  userId: number,
  input: { code: string } | { recoveryCode: string },
  countFailure: CountFailure,
): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  const passed =
    "code" in input
      ? await verifyTotpCode(db, user, input.code, "enabled")
      : (await isTotpEnabled(db, userId)) && (await consumeRecoveryCode(db, userId, input.recoveryCode));
  if (!passed) {
    await countFailure();
    await recordSignInAttack(db, {
      userId,
      action: "member.second_factor_failed",
      details: { method: "code" in input ? "totp" : "recovery" },
    });
    throw unauthorized("code" in input ? WRONG_CODE : WRONG_RECOVERY_CODE);
  }
  return user;
}
