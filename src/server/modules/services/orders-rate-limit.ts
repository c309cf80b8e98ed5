import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";

const ONE_HOUR_MS = 60 * 60 * 1000;
/** Orders a member may place each hour: far above any real buyer, low enough to stop a script. */
export const ORDERS_PER_HOUR = 30;

/** A preHandler (after requireUser) that keeps a script from flooding the team with orders. */
export function createOrderRateLimit(app: FastifyInstance, max: number = ORDERS_PER_HOUR) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: ONE_HOUR_MS,
    keyGenerator: (request) =>
      request.user ? `service-order-user:${request.user.id}` : `service-order-address:${request.ip}`,
  });
  return async function limitOrders(request: FastifyRequest, reply: FastifyReply) {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("Retry-After", String(result.ttlInSeconds));
      throw new AppError("rate_limited", "Too many orders in a short time. Please try again later.");
    }
  };
}
