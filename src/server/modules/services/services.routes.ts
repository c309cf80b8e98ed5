import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceOrderEndpoints } from "../../../shared/contracts/service-orders";
import { servicesEndpoints as endpoints } from "../../../shared/contracts/services";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import type { Outbox } from "../../jobs/outbox";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { buyerTransition, getOrderDetail } from "./order-page.service";
import { cancelOwnOrder, listActiveServices, listMemberOrders, placeOrder } from "./services.service";

/** Orders a member may place each hour: far above any real buyer, low enough to stop a script. */
export const ORDERS_PER_HOUR = 30;

type ServicesRoutesOptions = { db: Database; outbox: Outbox; config: Config };

/**
 * /api/services: the catalogue (everyone), ordering and the member's own orders (signed in).
 * Order lists answer the one envelope, { orders: [...], nextCursor } (decision 0014).
 */
export const servicesRoutes: FastifyPluginAsyncZod<ServicesRoutesOptions> = async (
  app,
  { db, outbox, config },
) => {
  // Keeps a script from flooding the team with orders.
  const limitOrders = createLimit(app, {
    name: "service-order",
    max: ORDERS_PER_HOUR,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: "Too many orders in a short time. Please try again later.",
  });
  const requireVerifiedEmail = createRequireVerifiedEmail(db);

  route(app, endpoints.listServices, { handler: async () => listActiveServices(db) });

  // The overview page posts to /order and the category pages to /orders (docs/product.md, Calls).
  for (const endpoint of [endpoints.placeOverviewOrder, endpoints.placeOrder]) {
    route(app, endpoint, {
      onRequest: [requireUser, requireVerifiedEmail],
      preHandler: limitOrders,
      handler: async (request) => placeOrder(db, outbox, config, currentUser(request), request.body),
    });
  }

  route(app, endpoints.listMyOrders, {
    onRequest: requireUser,
    handler: async (request) => listMemberOrders(db, currentUser(request), request.query),
  });

  route(app, endpoints.cancelOrder, {
    onRequest: requireUser,
    handler: async (request) => cancelOwnOrder(db, outbox, currentUser(request), request.params.id),
  });

  route(app, serviceOrderEndpoints.readOrder, {
    onRequest: requireUser,
    handler: async (request) => getOrderDetail(db, currentUser(request), request.params.id),
  });

  route(app, serviceOrderEndpoints.moveOrderAsBuyer, {
    onRequest: requireUser,
    handler: async (request) =>
      buyerTransition(db, outbox, currentUser(request), request.params.id, request.body),
  });
};
