import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountDeleteRequestSchema,
  blockListQuerySchema,
  blockListResponseSchema,
  gettingStartedSchema,
  tourStateSchema,
  tourUpdateRequestSchema,
} from "../../../shared/contracts/account";
import { errorResponseSchema } from "../../../shared/contracts/common";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createGuessingLimits } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import { deleteAccount } from "./account-deletion.service";
import { exportAccount } from "./account-export.service";
import { readGettingStarted } from "./getting-started.service";
import { listBlockedMembers } from "./member-blocks.service";
import { readTourState, recordTourStatus } from "./tour-status.service";

type AccountRoutesOptions = { db: Database; config: Config; sessions: SessionStore };

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Under /api/account: the member's data export, account deletion, blocked members and tour status. */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { db, config, sessions },
) => {
  const limitExports = createGuessingLimits(app, [
    { name: "account-export", max: 10, key: (r) => String(r.user?.id ?? "") },
  ]);
  const limitDeletion = createGuessingLimits(app, [
    { name: "account-delete", max: config.authRateLimit, key: (r) => String(r.user?.id ?? "") },
  ]);

  app.get(
    "/export",
    // No response schema: the body is the export document itself, a file for the member to keep.
    { onRequest: requireUser, preHandler: limitExports },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await exportAccount(db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="netwise-${user.username}-${day}.json"`)
        .header("cache-control", "no-store")
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    "/",
    {
      schema: { body: accountDeleteRequestSchema, response: { 204: z.null(), ...errors } },
      onRequest: requireUser,
      preHandler: limitDeletion,
    },
    async (request, reply) => {
      await deleteAccount(db, config, currentUser(request), request.body.password);
      await sessions.end(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/blocks",
    {
      schema: { querystring: blockListQuerySchema, response: { 200: blockListResponseSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => listBlockedMembers(db, currentUser(request).id, request.query),
  );

  app.get(
    "/tour",
    { schema: { response: { 200: tourStateSchema, ...errors } }, onRequest: requireUser },
    async (request) => readTourState(db, currentUser(request).id),
  );

  app.put(
    "/tour",
    {
      schema: { body: tourUpdateRequestSchema, response: { 200: tourStateSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => recordTourStatus(db, currentUser(request).id, request.body.status),
  );

  app.get(
    "/getting-started",
    { schema: { response: { 200: gettingStartedSchema, ...errors } }, onRequest: requireUser },
    async (request) => readGettingStarted(db, currentUser(request).id),
  );
};
