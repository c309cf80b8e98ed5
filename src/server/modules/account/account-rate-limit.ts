import type { FastifyInstance, FastifyRequest } from "fastify";
import { createLimit, describeWait, type Limit, MINUTE_MS } from "../../http/rate-limit";

type Rule = { name: string; max: number; key: (request: FastifyRequest) => string };

/**
 * The account routes' allowances, like sign-in's: per 15 minutes, refused (not waved through) while the
 * shared store is down, because they guard passwords and reset links against guessing.
 */
export function createAccountLimits(app: FastifyInstance, rules: Rule[]): Limit[] {
  return rules.map((rule) =>
    createLimit(app, {
      ...rule,
      windowMs: 15 * MINUTE_MS,
      message: (seconds) => `Too many attempts. Please wait ${describeWait(seconds)} and try again.`,
      whenStoreFails: "closed",
    }),
  );
}
