import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serviceOrderEndpoints } from "../../../shared/contracts/service-orders";
import { servicesEndpoints as endpoints } from "../../../shared/contracts/services";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import type { Outbox } from "../../jobs/outbox";
import { listAdminOrders, updateOrderStatus } from "./admin-orders.service";
import { agencyTransition } from "./order-page.service";
import { paymentsProviderOf } from "./payments.routes";

type AdminOrderRoutesOptions = { db: Database; outbox: Outbox; config: Config };

/** /api/admin/orders: administrators follow every order and move it through its statuses. */
export const adminOrderRoutes: FastifyPluginAsyncZod<AdminOrderRoutesOptions> = async (
  app,
  { db, outbox, config },
) => {
  // A cancellation or refunded dispute of a paid order gives the money back through the provider.
  const payments = await paymentsProviderOf(config);

  route(app, endpoints.listAdminOrders, {
    onRequest: requireAdmin,
    handler: async (request) => listAdminOrders(db, request.query),
  });

  route(app, endpoints.updateOrderStatus, {
    onRequest: requireAdmin,
    handler: async (request) =>
      updateOrderStatus(db, outbox, currentUser(request), request.params.id, request.body.status),
  });

  route(app, serviceOrderEndpoints.moveOrderAsAgency, {
    onRequest: requireAdmin,
    handler: async (request) =>
      agencyTransition(db, outbox, currentUser(request), request.params.id, request.body, {
        refund: (payment) => payments.refund(payment),
      }),
  });
};
