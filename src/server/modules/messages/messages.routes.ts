import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema } from "../../../shared/contracts/common";
import {
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  sendMessageRequestSchema,
  sentMessageSchema,
} from "../../../shared/contracts/messages";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { listMessages, markMessageRead, sendMessage } from "./messages.service";

type MessagesRoutesOptions = { db: Database };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (app, { db }) => {
  app.addHook("onRequest", requireUser);

  app.get(
    "/",
    { schema: { querystring: messageListQuerySchema, response: { 200: messageListSchema, ...errors } } },
    async (request) => listMessages(db, currentUser(request).id, request.query),
  );

  app.post(
    "/",
    {
      schema: {
        body: sendMessageRequestSchema,
        response: { 201: sentMessageSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendMessage(db, currentUser(request).id, request.body)),
  );

  app.patch(
    "/:id/read",
    {
      schema: {
        params: messageIdParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: messageSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => markMessageRead(db, currentUser(request).id, request.params.id),
  );
};
