import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  emailChangeUndoSchema,
} from "../../../shared/contracts/email-change";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createGuessingLimits, createLimit, GUESSING_GUARD } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import { confirmEmailChange, requestEmailChange, undoEmailChange } from "./email-change.service";

type EmailChangeRoutesOptions = { db: Database; config: Config; sessions: SessionStore };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** Under /api/account: changing the member's e-mail address (Settings → Account). */
export const emailChangeRoutes: FastifyPluginAsyncZod<EmailChangeRoutesOptions> = async (
  app,
  { db, config },
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

  app.post(
    "/email",
    {
      onRequest: requireUser,
      preHandler: mailLimit,
      schema: { body: emailChangeRequestSchema, response: { 202: emailChangeResponseSchema, ...errors } },
    },
    async (request, reply) => {
      await passwordLimit.check(request, reply);
      await requestEmailChange(db, config, currentUser(request), request.body, () =>
        passwordLimit.count(request),
      );
      return reply.status(202).send({
        message: `We sent a link to ${request.body.newEmail}. Your address changes when you open it (within 24 hours).`,
      });
    },
  );

  app.post(
    "/email/confirm",
    {
      preHandler: tokenLimit,
      schema: { body: emailChangeConfirmSchema, response: { 200: emailChangeResponseSchema, ...errors } },
    },
    async (request) => {
      const { email } = await confirmEmailChange(db, config, request.body.token);
      return { message: `Your e-mail address is now ${email}.` };
    },
  );

  app.post(
    "/email/undo",
    {
      preHandler: tokenLimit,
      schema: { body: emailChangeUndoSchema, response: { 200: emailChangeResponseSchema, ...errors } },
    },
    async (request) => {
      const { email } = await undoEmailChange(db, config, request.body.token);
      return {
        message: `The change was undone: ${email} signs in again, and every session was signed out. Choose a new password.`,
      };
    },
  );
};
