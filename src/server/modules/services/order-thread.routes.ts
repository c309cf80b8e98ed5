import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceOrderEndpoints as endpoints } from "../../../shared/contracts/service-orders";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { receiveOrderAttachment, registerOrderAttachmentUploads } from "./order-attachments";
import { listOrderMessages, postOrderMessage, readOrderAttachment } from "./order-messages.service";

type OrderThreadRoutesOptions = { db: Database };

/** Messages and files each member may send per hour across their orders. */
export const ORDER_THREAD_POSTS_PER_HOUR = 120;

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

  route(app, endpoints.listOrderMessages, {
    onRequest: requireUser,
    handler: async (request) => listOrderMessages(db, currentUser(request), request.params.id, request.query),
  });

  route(app, endpoints.postOrderMessage, {
    onRequest: requireUser,
    preHandler: limitPosts,
    handler: async (request) => postOrderMessage(db, currentUser(request), request.params.id, request.body),
  });

  route(app, endpoints.uploadOrderAttachment, {
    onRequest: requireUser,
    preHandler: limitPosts,
    handler: async (request) => receiveOrderAttachment(db, request, currentUser(request), request.params.id),
  });

  route(app, endpoints.downloadOrderAttachment, {
    onRequest: requireUser,
    handler: async (request, reply) => {
      const file = await readOrderAttachment(
        db,
        currentUser(request),
        request.params.id,
        request.params.attachmentId,
      );
      const disposition = file.contentType === "application/pdf" ? "attachment" : "inline";
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", `${disposition}; filename="${file.fileName}"`)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.data);
    },
  });
};
