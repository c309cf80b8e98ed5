import type { FastifyInstance } from "fastify";
import { TWO_FACTOR_SETUP_REQUIRED } from "../../../shared/contracts/two-factor";
import type { Database } from "../../db/client";
import { forbidden } from "../../http/app-error";
import { hasPasskey } from "./passkeys.service";
import { isTotpEnabled } from "./totp.service";
import { cachedSignInPolicy, policyCovers } from "./two-factor-policy";

/** What a member the policy covers may still do before a second factor is set up. */
const OPEN_WHILE_SETTING_UP = [
  /^\/api\/auth\/me$/,
  /^\/api\/auth\/logout$/,
  /^\/api\/auth\/2fa(\/|$)/,
  /^\/api\/auth\/passkeys(\/|$)/,
  /^\/api\/auth\/oidc(\/|$)/,
  /^\/api\/settings$/,
];

/**
 * "Require two factors" (admin setting): a signed-in member it covers who has no second factor yet
 * may only set one up (and read who they are, or sign out); every other API call answers 403.
 * Members it does not cover pay one cached read of the policy.
 */
export function registerTwoFactorGate(api: FastifyInstance, db: Database) {
  api.addHook("onRequest", async (request) => {
    const user = request.user;
    if (!user) return;
    const policy = await cachedSignInPolicy(db);
    if (!policyCovers(policy.requireTwoFactor, user.role)) return;
    const path = request.url.split("?")[0] ?? "";
    if (OPEN_WHILE_SETTING_UP.some((open) => open.test(path))) return;
    if ((await isTotpEnabled(db, user.id)) || (await hasPasskey(db, user.id))) return;
    throw forbidden(TWO_FACTOR_SETUP_REQUIRED);
  });
}
