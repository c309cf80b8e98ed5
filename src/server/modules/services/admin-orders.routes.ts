import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import { agencyTransitionRequestSchema, orderDetailSchema } from "../../../shared/contracts/service-orders";
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderSchema,
  orderIdParamsSchema,
  updateOrderStatusRequestSchema,
} from "../../../shared/contracts/services";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireAdmin } from "../../http/guards";
import { listAdminOrders, updateOrderStatus } from "./admin-orders.service";
import { agencyTransition } from "./order-page.service";
import { paymentsProviderOf } from "./payments.routes";

type AdminOrderRoutesOptions = { db: Database; config: Config };

const errors = errorResponses(400, 401, 403, 404);

/** /api/admin/orders: administrators follow every order and move it through its statuses. */
export const adminOrderRoutes: FastifyPluginAsyncZod<AdminOrderRoutesOptions> = async (
  app,
  { db, config },
) => {
  // A cancellation or refunded dispute of a paid order gives the money back through the provider.
  const payments = await paymentsProviderOf(config);
  app.get(
    "/",
    {
      onRequest: requireAdmin,
      schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListSchema, ...errors } },
    },
    async (request) => listAdminOrders(db, request.query),
  );

  app.patch(
    "/:id/status",
    {
      onRequest: requireAdmin,
      schema: {
        params: orderIdParamsSchema,
        body: updateOrderStatusRequestSchema,
        response: { 200: adminOrderSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => updateOrderStatus(db, currentUser(request), request.params.id, request.body.status),
  );

  app.post(
    "/:id/transitions",
    {
      onRequest: requireAdmin,
      schema: {
        params: orderIdParamsSchema,
        body: agencyTransitionRequestSchema,
        response: { 200: orderDetailSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) =>
      agencyTransition(db, currentUser(request), request.params.id, request.body, {
        refund: (payment) => payments.refund(payment),
      }),
  );
};
