import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";

const ONE_HOUR_MS = 60 * 60 * 1000;
/** Messages a member may send to business owners each hour through Contact Business. */
export const CONTACTS_PER_HOUR = 20;

/** A preHandler so Contact Business cannot be used to flood owners' inboxes. */
export function createContactRateLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: CONTACTS_PER_HOUR,
    timeWindow: ONE_HOUR_MS,
    keyGenerator: (request) => `business-contact:${request.user?.id ?? request.ip}`,
  });
  return async function limitContacts(request: FastifyRequest, reply: FastifyReply) {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("Retry-After", String(result.ttlInSeconds));
      throw new AppError("rate_limited", "Too many messages to businesses. Please try again later.");
    }
  };
}
