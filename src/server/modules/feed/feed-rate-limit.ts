import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";

const ONE_MINUTE_MS = 60 * 1000;
/** Shares counted per member (or per address for a visitor) each minute. */
export const SHARES_PER_MINUTE = 30;

/** A preHandler keeping the share count honest: a script cannot inflate it without limit. */
export function createShareRateLimit(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: SHARES_PER_MINUTE,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) =>
      request.user ? `feed-share-user:${request.user.id}` : `feed-share-address:${request.ip}`,
  });
  return async function limitShares(request: FastifyRequest, reply: FastifyReply) {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("Retry-After", String(result.ttlInSeconds));
      throw new AppError("rate_limited", "Too many shares. Please wait a minute and try again.");
    }
  };
}
