import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import {
  orderAttachmentParamsSchema,
  orderAttachmentSchema,
  orderMessagePageSchema,
  orderMessageQuerySchema,
  orderMessageRequestSchema,
  orderMessageSchema,
} from "../../../shared/contracts/service-orders";
import { orderIdParamsSchema } from "../../../shared/contracts/services";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { receiveOrderAttachment, registerOrderAttachmentUploads } from "./order-attachments";
import { listOrderMessages, postOrderMessage, readOrderAttachment } from "./order-messages.service";

type OrderThreadRoutesOptions = { db: Database };

/** Messages and files each member may send per hour across their orders. */
export const ORDER_THREAD_POSTS_PER_HOUR = 120;

const errors = errorResponses(400, 401, 403, 404);

/**
 * /api/services/orders/{id}/messages and /attachments: the thread between the buyer and the agency
 * (admins answer from the admin Orders tab). Only the buyer and admins see it; others get 404.
 */
export const orderThreadRoutes: FastifyPluginAsyncZod<OrderThreadRoutesOptions> = async (app, { db }) => {
  await registerOrderAttachmentUploads(app);
  const limitPosts = createLimit(app, {
    name: "order-thread",
    max: ORDER_THREAD_POSTS_PER_HOUR,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: "Too many messages in a short time. Please try again later.",
  });

  app.get(
    "/orders/:id/messages",
    {
      schema: {
        params: orderIdParamsSchema,
        querystring: orderMessageQuerySchema,
        response: { 200: orderMessagePageSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => listOrderMessages(db, currentUser(request), request.params.id, request.query),
  );

  app.post(
    "/orders/:id/messages",
    {
      schema: {
        params: orderIdParamsSchema,
        body: orderMessageRequestSchema,
        response: { 201: orderMessageSchema, 429: errorResponseSchema, ...errors },
      },
      onRequest: requireUser,
      preHandler: limitPosts,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await postOrderMessage(db, currentUser(request), request.params.id, request.body)),
  );

  app.post(
    "/orders/:id/attachments",
    {
      schema: {
        params: orderIdParamsSchema,
        response: { 201: orderAttachmentSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
      onRequest: requireUser,
      preHandler: limitPosts,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await receiveOrderAttachment(db, request, currentUser(request), request.params.id)),
  );

  app.get(
    "/orders/:id/attachments/:attachmentId",
    { schema: { params: orderAttachmentParamsSchema, response: errors }, onRequest: requireUser },
    async (request, reply) => {
      const file = await readOrderAttachment(
        db,
        currentUser(request),
        request.params.id,
        request.params.attachmentId,
      );
      const disposition = file.contentType === "application/pdf" ? "attachment" : "inline";
      return (
        reply
          .header("content-type", file.contentType)
          .header("content-disposition", `${disposition}; filename="${file.fileName}"`)
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-store")
          // Bytes: no response schema applies to the 200 (it is not JSON).
          .send(file.data as never)
      );
    },
  );
};
