import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { connectionEndpoints as endpoints } from "../../../shared/contracts/connections";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createMemberLimit } from "../../http/member-limits";
import type { Outbox } from "../../jobs/outbox";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
import { listConnections } from "./connection-list.service";
import { connectionStanding } from "./connection-standing.service";
import { requestConnection, updateConnection, withdrawConnectionRequest } from "./connections.service";

type ConnectionsRoutesOptions = { db: Database; outbox: Outbox; phraseModels: PhraseModels; config: Config };

/** /api/connections: the member's connections and requests; ask, answer and withdraw. */
export const connectionsRoutes: FastifyPluginAsyncZod<ConnectionsRoutesOptions> = async (
  app,
  { db, outbox, phraseModels, config },
) => {
  const limitRequests = createMemberLimit(app, config, "connectionRequest");
  const requireVerifiedEmail = createRequireVerifiedEmail(db);

  route(app, endpoints.listConnections, {
    onRequest: requireUser,
    handler: async (request) => listConnections(db, currentUser(request).id, request.query),
  });

  route(app, endpoints.readConnectionStanding, {
    onRequest: requireUser,
    handler: async (request) => connectionStanding(db, currentUser(request).id, request.params.memberId),
  });

  route(app, endpoints.updateConnection, {
    onRequest: requireUser,
    handler: async (request) =>
      updateConnection(db, outbox, currentUser(request).id, request.params.id, request.body.status),
  });

  route(app, endpoints.withdrawConnectionRequest, {
    onRequest: requireUser,
    handler: async (request) => {
      await withdrawConnectionRequest(db, currentUser(request).id, request.params.id);
      return null;
    },
  });

  route(app, endpoints.requestConnection, {
    onRequest: [requireUser, requireVerifiedEmail],
    preHandler: limitRequests,
    handler: async (request) =>
      requestConnection(db, phraseModels, outbox, currentUser(request).id, request.body),
  });
};
