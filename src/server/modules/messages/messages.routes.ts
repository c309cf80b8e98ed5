import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  conversationListQuerySchema,
  conversationListSchema,
  conversationParamsSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  messageUnreadCountSchema,
  sendMessageRequestSchema,
  sentMessageSchema,
  threadQuerySchema,
  threadReadSchema,
  threadSchema,
} from "../../../shared/contracts/messages";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createMemberLimit } from "../../http/member-limits";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { getThread, listConversations, markThreadRead } from "./conversations.service";
import { listMessages, markMessageRead, sendMessage } from "./messages.service";
import { countUnreadMessages } from "./unread-count.service";

type MessagesRoutesOptions = { db: Database; config: Config };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (app, { db, config }) => {
  const requireVerifiedEmail = createRequireVerifiedEmail(db);
  const limitMessages = createMemberLimit(app, config, "message");
  app.get(
    "/",
    {
      onRequest: requireUser,
      schema: { querystring: messageListQuerySchema, response: { 200: messageListSchema, ...errors } },
    },
    async (request) => listMessages(db, currentUser(request).id, request.query),
  );

  app.post(
    "/",
    {
      onRequest: [requireUser, requireVerifiedEmail],
      preHandler: limitMessages,
      schema: {
        body: sendMessageRequestSchema,
        response: { 201: sentMessageSchema, 404: errorResponseSchema, 429: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendMessage(db, currentUser(request).id, request.body)),
  );

  app.patch(
    "/:id/read",
    {
      onRequest: requireUser,
      schema: {
        params: messageIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: messageSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => markMessageRead(db, currentUser(request).id, request.params.id),
  );

  app.get(
    "/conversations",
    {
      schema: {
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => listConversations(db, currentUser(request).id, request.query),
  );

  app.get(
    "/conversations/:memberId",
    {
      schema: {
        params: conversationParamsSchema,
        querystring: threadQuerySchema,
        response: { 200: threadSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => getThread(db, currentUser(request).id, request.params.memberId, request.query),
  );

  app.post(
    "/conversations/:memberId/read",
    {
      schema: {
        params: conversationParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: threadReadSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => markThreadRead(db, currentUser(request).id, request.params.memberId),
  );

  app.get(
    "/unread-count",
    { onRequest: requireUser, schema: { response: { 200: messageUnreadCountSchema, ...errors } } },
    async (request) => countUnreadMessages(db, currentUser(request).id),
  );
};
