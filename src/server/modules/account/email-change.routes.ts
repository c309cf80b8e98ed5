import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emailChangeEndpoints as endpoints } from "../../../shared/contracts/email-change";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createGuessingLimits, createLimit, GUESSING_GUARD } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import type { MailOutbox } from "../../mail/send-mail";
import { confirmEmailChange, requestEmailChange, undoEmailChange } from "./email-change.service";

type EmailChangeRoutesOptions = { db: Database; config: Config; outbox: MailOutbox; sessions: SessionStore };

/** Under /api/account: changing the member's e-mail address (Settings → Account). */
export const emailChangeRoutes: FastifyPluginAsyncZod<EmailChangeRoutesOptions> = async (
  app,
  { db, config, outbox },
) => {
  // Wrong passwords count against the member (like a password change); every request counts against
  // the member's mail allowance, so the form cannot be used to flood an address.
  const passwordLimit = createLimit(app, {
    ...GUESSING_GUARD,
    name: "email-change-password",
    max: config.authRateLimit,
    key: (r) => String(r.user?.id ?? ""),
  });
  const mailLimit = createGuessingLimits(app, [
    {
      name: "email-change-mail",
      max: Math.max(5, config.authRateLimit),
      key: (r) => String(r.user?.id ?? ""),
    },
  ]);
  // The tokens carry 256 random bits; the per-address limit only keeps a client from hammering.
  const tokenLimit = createGuessingLimits(app, [
    { name: "email-change-token-address", max: config.authRateLimit * 5, key: (r) => r.ip },
  ]);

  route(app, endpoints.requestEmailChange, {
    onRequest: requireUser,
    preHandler: mailLimit,
    handler: async (request, reply) => {
      await passwordLimit.check(request, reply);
      await requestEmailChange(db, config, outbox, currentUser(request), request.body, () =>
        passwordLimit.count(request),
      );
      return {
        message: `We sent a link to ${request.body.newEmail}. Your address changes when you open it (within 24 hours).`,
      };
    },
  });

  route(app, endpoints.confirmEmailChange, {
    preHandler: tokenLimit,
    handler: async (request) => {
      const { email } = await confirmEmailChange(db, config, outbox, request.body.token);
      return { message: `Your e-mail address is now ${email}.` };
    },
  });

  route(app, endpoints.undoEmailChange, {
    preHandler: tokenLimit,
    handler: async (request) => {
      const { email } = await undoEmailChange(db, config, outbox, request.body.token);
      return {
        message: `The change was undone: ${email} signs in again, and every session was signed out. Choose a new password.`,
      };
    },
  });
};
