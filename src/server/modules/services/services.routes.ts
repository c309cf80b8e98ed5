import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import { NEXT_CURSOR_HEADER } from "../../../shared/contracts/feed";
import {
  emptyBodySchema,
  memberOrderListSchema,
  memberOrderSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  placeOrderRequestSchema,
  serviceListSchema,
} from "../../../shared/contracts/services";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { sendPage } from "../../http/pagination";
import { createOrderRateLimit } from "./orders-rate-limit";
import { cancelOwnOrder, listActiveServices, listMemberOrders, placeOrder } from "./services.service";

type ServicesRoutesOptions = { db: Database };

const errors = errorResponses(400, 401, 403, 404);

/**
 * /api/services: the catalogue (everyone), ordering and the member's own orders (signed in).
 * Order lists answer a JSON array; the next page's cursor travels in the X-Next-Cursor header.
 */
export const servicesRoutes: FastifyPluginAsyncZod<ServicesRoutesOptions> = async (app, { db }) => {
  const limitOrders = createOrderRateLimit(app);

  app.get("/", { schema: { response: { 200: serviceListSchema } } }, async () => listActiveServices(db));

  // The overview page posts to /order and the category pages to /orders (document 2, section 7).
  for (const path of ["/order", "/orders"]) {
    app.post(
      path,
      {
        schema: {
          body: placeOrderRequestSchema,
          response: { 201: memberOrderSchema, 429: errorResponseSchema, ...errors },
        },
        onRequest: requireUser,
        preHandler: limitOrders,
      },
      async (request, reply) =>
        reply.status(201).send(await placeOrder(db, currentUser(request), request.body)),
    );
  }

  app.get(
    "/orders",
    {
      schema: { querystring: orderListQuerySchema, response: { 200: memberOrderListSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) =>
      sendPage(
        reply,
        NEXT_CURSOR_HEADER,
        await listMemberOrders(db, currentUser(request), request.query),
        "orders",
      ),
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
};
