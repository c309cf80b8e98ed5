import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  endedSessionsResponseSchema,
  messageResponseSchema,
  PASSWORD_RESET_SENT_MESSAGE,
  passwordChangeRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
} from "../../../shared/contracts/account";
import { errorResponseSchema } from "../../../shared/contracts/common";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createGuessingLimits } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import { signInMethodChanged } from "../auth/sign-in-changes";
import { endOtherSessions, endSession, listSessions } from "./account-sessions.service";
import { changePassword } from "./password-change.service";
import { confirmPasswordReset, requestPasswordReset } from "./password-reset.service";

type AccountAuthRoutesOptions = { db: Database; config: Config; sessions: SessionStore };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/** Under /api/auth: password change, sessions, and the forgotten-password flow. */
export const accountAuthRoutes: FastifyPluginAsyncZod<AccountAuthRoutesOptions> = async (
  app,
  { db, config, sessions },
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

  app.post(
    "/password",
    {
      schema: {
        body: passwordChangeRequestSchema,
        response: { 200: endedSessionsResponseSchema, ...errors },
      },
      onRequest: requireUser,
      preHandler: limitPasswordChange,
    },
    async (request) => {
      const user = currentUser(request);
      const keepHash = sessions.currentTokenHash(request);
      const ended = await changePassword(db, user, request.body, keepHash);
      // The sign-in policy (issue 33): the member is e-mailed and the audit log has it.
      await signInMethodChanged(db, config, {
        user,
        change: "password_changed",
        keepHash,
        alreadyEnded: ended,
      });
      return { ended };
    },
  );

  app.get(
    "/sessions",
    { schema: { response: { 200: sessionListResponseSchema, ...errors } }, onRequest: requireUser },
    async (request) => ({
      sessions: await listSessions(db, currentUser(request).id, sessions.currentTokenHash(request)),
    }),
  );

  app.delete(
    "/sessions/:id",
    {
      schema: { params: sessionParamsSchema, response: { 204: z.null(), ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await endSession(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/sessions/end-others",
    {
      schema: {
        body: z.strictObject({}).optional(),
        response: { 200: endedSessionsResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => ({
      ended: await endOtherSessions(db, currentUser(request).id, sessions.currentTokenHash(request)),
    }),
  );

  app.post(
    "/password-reset",
    {
      schema: { body: passwordResetRequestSchema, response: { 202: messageResponseSchema, ...errors } },
      preHandler: limitResetRequest,
    },
    async (request, reply) => {
      await requestPasswordReset(db, config, request.body.email);
      return reply.status(202).send({ message: PASSWORD_RESET_SENT_MESSAGE });
    },
  );

  app.post(
    "/password-reset/confirm",
    {
      schema: { body: passwordResetConfirmSchema, response: { 200: messageResponseSchema, ...errors } },
      preHandler: limitResetConfirm,
    },
    async (request) => {
      await confirmPasswordReset(db, request.body);
      return { message: "Your password has been changed. Sign in with the new one." };
    },
  );
};
