import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { invitationEndpoints as endpoints } from "../../../shared/contracts/invitations";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { type InvitationDeps, listInvitations, sendInvitations } from "./invitations.service";

type InvitationsRoutesOptions = { db: Database; config: Config } & InvitationDeps;

/** /api/invitations: invite people by e-mail (issue 32, "Bring your network in") and see who joined. */
export const invitationsRoutes: FastifyPluginAsyncZod<InvitationsRoutesOptions> = async (
  app,
  { db, config, phraseModels, outbox },
) => {
  // Inviting reaches other people, as a connection request or a message does.
  const requireVerifiedEmail = createRequireVerifiedEmail(db);

  route(app, endpoints.sendInvitations, {
    onRequest: [requireUser, requireVerifiedEmail],
    handler: async (request) =>
      sendInvitations(
        db,
        config,
        outbox,
        { phraseModels, outbox },
        currentUser(request),
        request.body.emails,
      ),
  });

  route(app, endpoints.listInvitations, {
    onRequest: requireUser,
    handler: async (request) => listInvitations(db, currentUser(request).id, request.query),
  });
};
