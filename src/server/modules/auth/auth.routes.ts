import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  currentUserSchema,
  loginRequestSchema,
  logoutResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  verifyEmailRequestSchema,
} from "../../../shared/contracts/auth";
import { errorResponseSchema } from "../../../shared/contracts/common";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, describeWait, MINUTE_MS } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import { authenticate, registerUser } from "./auth.service";
import { resendVerificationEmail, sendVerificationEmail, tooSoon, verifyEmail } from "./email-verification";

type AuthRoutesOptions = { db: Database; config: Config; sessions: SessionStore };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, config, sessions }) => {
  // Sign-in and registration: each client address and each account (e-mail, across addresses) gets its own
  // allowance per 15 minutes. The address allowance is wider, since several people may share one address.
  // Both refuse while the shared store is down: guessing passwords must never become unlimited.
  const authLimit = {
    windowMs: 15 * MINUTE_MS,
    message: (seconds: number) => `Too many attempts. Please wait ${describeWait(seconds)} and try again.`,
    whenStoreFails: "closed",
  } as const;
  const limitAuthAttempts = [
    createLimit(app, {
      ...authLimit,
      name: "auth-address",
      max: config.authRateLimit * 5,
      key: (request) => request.ip,
    }),
    createLimit(app, {
      ...authLimit,
      name: "auth-account",
      max: config.authRateLimit,
      key: (request) => (request.body as { email?: string } | undefined)?.email ?? "",
    }),
  ];

  app.post(
    "/register",
    {
      schema: {
        body: registerRequestSchema,
        response: { 201: currentUserSchema, 409: errorResponseSchema, ...errors },
      },
      preHandler: limitAuthAttempts,
    },
    async (request, reply) => {
      const user = await registerUser(db, request.body);
      await sendVerificationEmail(db, config, user);
      await sessions.start(request, reply, user.id);
      return reply.status(201).send(user);
    },
  );

  app.post(
    "/login",
    {
      schema: { body: loginRequestSchema, response: { 200: currentUserSchema, ...errors } },
      preHandler: limitAuthAttempts,
    },
    async (request, reply) => {
      const user = await authenticate(db, config, request.body);
      await sessions.start(request, reply, user.id);
      return user;
    },
  );

  app.post(
    "/logout",
    { schema: { body: z.object({}).strict().optional(), response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await sessions.end(request, reply);
      return { message: "Signed out." };
    },
  );

  app.post(
    "/verify-email",
    {
      // The token carries 256 random bits: guessing is hopeless, so no attempt limit is needed.
      schema: { body: verifyEmailRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await verifyEmail(db, config, request.body.token);
      return { message: "Your e-mail address is verified." };
    },
  );

  app.post(
    "/verify-email/resend",
    {
      onRequest: requireUser,
      schema: {
        body: z.strictObject({}).nullish(),
        response: { 202: messageResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const wait = await resendVerificationEmail(db, config, user);
      if (wait) {
        reply.header("Retry-After", String(wait.retryAfterSeconds));
        throw tooSoon(wait.retryAfterSeconds);
      }
      return reply.status(202).send({ message: `We sent a new verification link to ${user.email}.` });
    },
  );

  app.get(
    "/me",
    { schema: { response: { 200: currentUserSchema, 401: errorResponseSchema } }, onRequest: requireUser },
    async (request) => currentUser(request),
  );
};
