import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messagesEndpoints as endpoints } from "../../../shared/contracts/messages";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createMemberLimit } from "../../http/member-limits";
import type { Outbox } from "../../jobs/outbox";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { getThread, listConversations, markThreadRead } from "./conversations.service";
import { listMessages, markMessageRead, sendMessage } from "./messages.service";
import { countUnreadMessages } from "./unread-count.service";

type MessagesRoutesOptions = { db: Database; outbox: Outbox; config: Config };

/** /api/messages: the signed-in member's messages and conversations (members only). */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  { db, outbox, config },
) => {
  const requireVerifiedEmail = createRequireVerifiedEmail(db);
  const limitMessages = createMemberLimit(app, config, "message");

  route(app, endpoints.listMessages, {
    onRequest: requireUser,
    handler: async (request) => listMessages(db, currentUser(request).id, request.query),
  });

  route(app, endpoints.sendMessage, {
    onRequest: [requireUser, requireVerifiedEmail],
    preHandler: limitMessages,
    handler: async (request) => sendMessage(db, outbox, currentUser(request).id, request.body),
  });

  route(app, endpoints.markMessageRead, {
    onRequest: requireUser,
    handler: async (request) => markMessageRead(db, currentUser(request).id, request.params.id),
  });

  route(app, endpoints.listConversations, {
    onRequest: requireUser,
    handler: async (request) => listConversations(db, currentUser(request).id, request.query),
  });

  route(app, endpoints.readConversation, {
    onRequest: requireUser,
    handler: async (request) =>
      getThread(db, currentUser(request).id, request.params.memberId, request.query),
  });

  route(app, endpoints.markConversationRead, {
    onRequest: requireUser,
    handler: async (request) => markThreadRead(db, currentUser(request).id, request.params.memberId),
  });

  route(app, endpoints.countUnreadMessages, {
    onRequest: requireUser,
    handler: async (request) => countUnreadMessages(db, currentUser(request).id),
  });
};
