import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountEndpoints as endpoints } from "../../../shared/contracts/account";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createGuessingLimits } from "../../http/rate-limit";
import type { SessionStore } from "../../http/sessions";
import { deleteAccount } from "./account-deletion.service";
import { exportAccount } from "./account-export.service";
import { readGettingStarted } from "./getting-started.service";
import { listBlockedMembers } from "./member-blocks.service";
import { readTourState, recordTourStatus } from "./tour-status.service";

type AccountRoutesOptions = { db: Database; config: Config; sessions: SessionStore };

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

  route(app, endpoints.exportAccount, {
    onRequest: requireUser,
    preHandler: limitExports,
    // The body is the export document itself, a file for the member to keep.
    handler: async (request, reply) => {
      const user = currentUser(request);
      const data = await exportAccount(db, user.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="netwise-${user.username}-${day}.json"`)
        .header("cache-control", "no-store")
        .send(JSON.stringify(data, null, 2));
    },
  });

  route(app, endpoints.deleteAccount, {
    onRequest: requireUser,
    preHandler: limitDeletion,
    handler: async (request, reply) => {
      await deleteAccount(db, config, currentUser(request), request.body.password);
      await sessions.end(request, reply);
      return null;
    },
  });

  route(app, endpoints.listBlockedMembers, {
    onRequest: requireUser,
    handler: async (request) => listBlockedMembers(db, currentUser(request).id, request.query),
  });

  route(app, endpoints.readTourState, {
    onRequest: requireUser,
    handler: async (request) => readTourState(db, currentUser(request).id),
  });

  route(app, endpoints.recordTourStatus, {
    onRequest: requireUser,
    handler: async (request) => recordTourStatus(db, currentUser(request).id, request.body.status),
  });

  route(app, endpoints.readGettingStarted, {
    onRequest: requireUser,
    handler: async (request) => readGettingStarted(db, currentUser(request).id),
  });
};
