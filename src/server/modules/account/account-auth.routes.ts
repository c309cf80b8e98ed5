import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  accountEndpoints as endpoints,
  PASSWORD_RESET_SENT_MESSAGE,
} from "../../../shared/contracts/account";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createGuessingLimits } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import type { MailOutbox } from "../../mail/send-mail";
import { signInMethodChanged } from "../auth/sign-in-changes";
import { endOtherSessions, endSession, listSessions } from "./account-sessions.service";
import { changePassword } from "./password-change.service";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.service";

type AccountAuthRoutesOptions = { db: Database; config: Config; outbox: MailOutbox; sessions: SessionStore };

/** Under /api/auth: password change, sessions, and the forgotten-password flow. */
export const accountAuthRoutes: FastifyPluginAsyncZod<AccountAuthRoutesOptions> = async (
  app,
  { db, config, outbox, sessions },
) => {
  const perAddress = (request: { ip: string }) => request.ip;
  // Like sign-in: a per-account allowance and a wider one per client address.
  const limitPasswordChange = createGuessingLimits(app, [
    { name: "password-change-address", max: config.authRateLimit * 5, key: perAddress },
    { name: "password-change-account", max: config.authRateLimit, key: (r) => String(r.user?.id ?? "") },
  ]);
  const limitResetRequest = createGuessingLimits(app, [
    { name: "password-reset-address", max: config.authRateLimit * 2, key: perAddress },
    {
      name: "password-reset-email",
      max: Math.max(1, Math.floor(config.authRateLimit / 2)),
      key: (r) => String((r.body as { email?: string } | undefined)?.email ?? "").toLowerCase(),
    },
  ]);
  const limitResetConfirm = createGuessingLimits(app, [
    { name: "password-reset-confirm-address", max: config.authRateLimit * 2, key: perAddress },
  ]);

  route(app, endpoints.changePassword, {
    onRequest: requireUser,
    preHandler: limitPasswordChange,
    handler: async (request) => {
      const user = currentUser(request);
      const keepHash = sessions.currentTokenHash(request);
      const ended = await changePassword(db, user, request.body, keepHash);
      // The sign-in policy (issue 33): the member is e-mailed and the audit log has it.
      await signInMethodChanged(db, config, outbox, {
        user,
        change: "password_changed",
        keepHash,
        alreadyEnded: ended,
      });
      return { ended };
    },
  });

  route(app, endpoints.listSessions, {
    onRequest: requireUser,
    handler: async (request) => ({
      sessions: await listSessions(db, currentUser(request).id, sessions.currentTokenHash(request)),
    }),
  });

  route(app, endpoints.endSession, {
    onRequest: requireUser,
    handler: async (request) => {
      await endSession(db, currentUser(request).id, request.params.id);
      return null;
    },
  });

  route(app, endpoints.endOtherSessions, {
    onRequest: requireUser,
    handler: async (request) => ({
      ended: await endOtherSessions(db, currentUser(request).id, sessions.currentTokenHash(request)),
    }),
  });

  route(app, endpoints.requestPasswordReset, {
    preHandler: limitResetRequest,
    handler: async (request) => {
      await requestPasswordReset(db, config, outbox, request.body.email);
      return { message: PASSWORD_RESET_SENT_MESSAGE };
    },
  });

  route(app, endpoints.confirmPasswordReset, {
    preHandler: limitResetConfirm,
    handler: async (request) => {
      await confirmPasswordReset(db, request.body);
      return { message: "Your password has been changed. Sign in with the new one." };
    },
  });
};
