import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error";

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * A preHandler for sign-in and registration: each client address and each account (e-mail,
 * across addresses) gets its own allowance per 15 minutes. The address allowance is wider,
 * since several people may share one address.
 */
export function createAuthRateLimit(app: FastifyInstance, maxPerAccount: number) {
  const limiters = [
    app.createRateLimit({
      max: maxPerAccount * 5,
      timeWindow: FIFTEEN_MINUTES_MS,
      keyGenerator: (request) => `auth-address:${request.ip}`,
    }),
    app.createRateLimit({
      max: maxPerAccount,
      timeWindow: FIFTEEN_MINUTES_MS,
      keyGenerator: (request) =>
        `auth-account:${(request.body as { email?: string } | undefined)?.email ?? ""}`,
    }),
  ];

  return async function limitAuthAttempts(request: FastifyRequest, reply: FastifyReply) {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header("Retry-After", String(result.ttlInSeconds));
        throw new AppError(
          "rate_limited",
          `Too many attempts. Please wait ${describeWait(result.ttlInSeconds)} and try again.`,
        );
      }
    }
  };
}
