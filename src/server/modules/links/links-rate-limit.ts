import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";

const ONE_MINUTE_MS = 60 * 1000;
/** New links per member (or per address for a visitor) each minute: a busy feed page stays well below it. */
export const SHORTEN_PER_MINUTE = 120;

/** A preHandler that keeps the shortener from being used as a bulk redirect factory. */
export function createShortenRateLimit(app: FastifyInstance, max: number = SHORTEN_PER_MINUTE) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) =>
      request.user ? `shorten-user:${request.user.id}` : `shorten-address:${request.ip}`,
  });
  return async function limitShortening(request: FastifyRequest, reply: FastifyReply) {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("Retry-After", String(result.ttlInSeconds));
      throw new AppError("rate_limited", "Too many links shortened. Please wait a minute and try again.");
    }
  };
}
