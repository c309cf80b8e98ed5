import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";

const ONE_MINUTE_MS = 60 * 1000;
/** Chat messages per member (or per address for a visitor) each minute: a brisk conversation fits. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

/** A preHandler that keeps the assistant (and the model behind it) from being flooded. */
export function createChatRateLimit(app: FastifyInstance, max: number = CHAT_MESSAGES_PER_MINUTE) {
  const limiter = app.createRateLimit({
    max,
    timeWindow: ONE_MINUTE_MS,
    keyGenerator: (request) =>
      request.user ? `chatbot-user:${request.user.id}` : `chatbot-address:${request.ip}`,
  });
  return async function limitChat(request: FastifyRequest, reply: FastifyReply) {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header("Retry-After", String(result.ttlInSeconds));
      throw new AppError("rate_limited", "Too many messages. Please wait a minute and try again.");
    }
  };
}
