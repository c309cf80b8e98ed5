import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { singleSignOnEndpoints as endpoints } from "../../../shared/contracts/single-sign-on";
import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database } from "../../db/client";
import { AppError, unauthorized } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import { createGuessingLimits } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import { authenticate } from "./auth.service";
import { startLoginChallenge } from "./login-challenge";
import { secondFactorMethods } from "./two-factor.service";

type AdminLoginRoutesOptions = { db: Database; config: Config; sessions: SessionStore };

/** One answer for a wrong password, an unknown account and a member who is not an admin. */
export const ADMIN_LOGIN_REFUSED = "Invalid email or password (this page signs in administrators only).";

/**
 * POST /api/auth/admin-login: the break-glass path while "Sign in only through single sign-on" is on
 * (docs/operations.md): password sign-in for administrators only, with the sign-in limits of
 * /api/auth/login (failed attempts per address, per account and address, per account) and every
 * attempt in the audit log. A second factor is asked for exactly as at the ordinary sign-in.
 */
export const adminLoginRoutes: FastifyPluginAsyncZod<AdminLoginRoutesOptions> = async (
  app,
  { db, config, sessions },
) => {
  const L = config.authRateLimit;
  const emailOf = (request: { body?: unknown }) =>
    (request.body as { email?: string } | undefined)?.email ?? "";
  const limits = createGuessingLimits(app, [
    { name: "admin-login-address", max: L * 5, key: (request) => request.ip },
    { name: "admin-login-account-address", max: L, key: (request) => `${emailOf(request)}|${request.ip}` },
    { name: "admin-login-account", max: L * 5, key: emailOf },
  ]);

  route(app, endpoints.adminLogin, {
    handler: async (request, reply) => {
      for (const limit of limits) await limit.check(request, reply);
      const refuse = async (reason: string, userId: number | null) => {
        for (const limit of limits) await limit.count(request);
        await recordAdminAction(db, {
          adminId: null,
          action: "auth.admin_login_failed",
          targetType: "user",
          targetId: userId,
          details: { reason, ip: request.ip },
        });
        return unauthorized(ADMIN_LOGIN_REFUSED);
      };
      let user: Awaited<ReturnType<typeof authenticate>>;
      try {
        user = await authenticate(db, config, request.body);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) throw await refuse("wrong password", null);
        throw error;
      }
      if (user.role !== "admin") throw await refuse("not an administrator", user.id);
      await recordAdminAction(db, {
        adminId: user.id,
        action: "auth.admin_login",
        targetType: "user",
        targetId: user.id,
        details: { ip: request.ip },
      });
      const methods = await secondFactorMethods(db, user.id);
      if (methods.length > 0) {
        await startLoginChallenge(db, config, reply, user.id);
        return { twoFactorRequired: true as const, methods };
      }
      await sessions.start(request, reply, user.id);
      return user;
    },
  });
};
