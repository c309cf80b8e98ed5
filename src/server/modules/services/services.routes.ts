import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import { buyerTransitionRequestSchema, orderDetailSchema } from "../../../shared/contracts/service-orders";
import {
  emptyBodySchema,
  memberOrderListSchema,
  memberOrderSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  placeOrderRequestSchema,
  serviceListSchema,
} from "../../../shared/contracts/services";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { buyerTransition, getOrderDetail } from "./order-page.service";
import { cancelOwnOrder, listActiveServices, listMemberOrders, placeOrder } from "./services.service";

/** Orders a member may place each hour: far above any real buyer, low enough to stop a script. */
export const ORDERS_PER_HOUR = 30;

type ServicesRoutesOptions = { db: Database; config: Config };

const errors = errorResponses(400, 401, 403, 404);

/**
 * /api/services: the catalogue (everyone), ordering and the member's own orders (signed in).
 * Order lists answer the one envelope, { orders: [...], nextCursor } (decision 0014).
 */
export const servicesRoutes: FastifyPluginAsyncZod<ServicesRoutesOptions> = async (app, { db, config }) => {
  // Keeps a script from flooding the team with orders.
  const limitOrders = createLimit(app, {
    name: "service-order",
    max: ORDERS_PER_HOUR,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: "Too many orders in a short time. Please try again later.",
  });
  const requireVerifiedEmail = createRequireVerifiedEmail(db);

  app.get("/", { schema: { response: { 200: serviceListSchema } } }, async () => listActiveServices(db));

  // The overview page posts to /order and the category pages to /orders (docs/product.md, Calls).
  for (const path of ["/order", "/orders"]) {
    app.post(
      path,
      {
        schema: {
          body: placeOrderRequestSchema,
          response: { 201: memberOrderSchema, 429: errorResponseSchema, ...errors },
        },
        onRequest: [requireUser, requireVerifiedEmail],
        preHandler: limitOrders,
      },
      async (request, reply) =>
        reply.status(201).send(await placeOrder(db, config, currentUser(request), request.body)),
    );
  }

  app.get(
    "/orders",
    {
      schema: { querystring: orderListQuerySchema, response: { 200: memberOrderListSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => listMemberOrders(db, currentUser(request), request.query),
  );

  app.post(
    "/orders/:id/cancel",
    {
      schema: {
        params: orderIdParamsSchema,
        body: emptyBodySchema,
        response: { 200: memberOrderSchema, 409: errorResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => cancelOwnOrder(db, currentUser(request), request.params.id),
  );

  app.get(
    "/orders/:id",
    {
      schema: { params: orderIdParamsSchema, response: { 200: orderDetailSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => getOrderDetail(db, currentUser(request), request.params.id),
  );

  app.post(
    "/orders/:id/transitions",
    {
      schema: {
        params: orderIdParamsSchema,
        body: buyerTransitionRequestSchema,
        response: { 200: orderDetailSchema, 409: errorResponseSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => buyerTransition(db, currentUser(request), request.params.id, request.body),
  );
};
