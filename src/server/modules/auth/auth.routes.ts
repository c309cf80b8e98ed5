import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  currentUserSchema,
  loginRequestSchema,
  logoutResponseSchema,
  registerRequestSchema,
} from "../../../shared/contracts/auth";
import { errorResponseSchema } from "../../../shared/contracts/common";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import type { SessionStore } from "../../http/sessions";
import { authenticate, registerUser } from "./auth.service";
import { createAuthRateLimit } from "./auth-rate-limit";

type AuthRoutesOptions = { db: Database; config: Config; sessions: SessionStore };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, config, sessions }) => {
  const limitAuthAttempts = createAuthRateLimit(app, config.authRateLimit);

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
      const user = await registerUser(db, config, request.body);
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

  app.get(
    "/me",
    { schema: { response: { 200: currentUserSchema, 401: errorResponseSchema } }, preHandler: requireUser },
    async (request) => currentUser(request),
  );
};
