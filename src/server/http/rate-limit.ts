import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RedisClient } from "../redis";
import { AppError } from "./app-error";

export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export type LimitOptions = {
  /** Names the counter; two limits never share a count. */
  name: string;
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** Whose allowance a request uses, e.g. {@link memberOrAddress}. */
  key: (request: FastifyRequest) => string;
  /** What a refused caller reads; a function gets the seconds until the window ends. */
  message: string | ((retryAfterSeconds: number) => string);
  /**
   * When the shared store (Redis) cannot be reached: "open" lets the request through, "closed" refuses
   * it with 503. Closed is for limits that guard against guessing (sign-in); see decision 0013.
   */
  whenStoreFails?: "open" | "closed";
};

/** A preHandler that counts the request and refuses it with 429 (and Retry-After) once over the allowance. */
export type Limit = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  /** Refuses with 429 when the allowance is already used up, without counting this request. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts this request against the allowance without refusing it. */
  count(request: FastifyRequest): Promise<void>;
};

/**
 * The preset for limits that guard passwords, accounts and reset links against guessing: a 15-minute
 * window, a plain "wait" message, and refusal (not a free pass) while the shared store is down.
 */
export const GUESSING_GUARD = {
  windowMs: 15 * MINUTE_MS,
  message: (seconds: number) => `Too many attempts. Please wait ${describeWait(seconds)} and try again.`,
  whenStoreFails: "closed",
} as const;

/** Limits with the {@link GUESSING_GUARD} preset, one per rule, all applied to the route. */
export function createGuessingLimits(
  app: FastifyInstance,
  rules: Pick<LimitOptions, "name" | "max" | "key">[],
): Limit[] {
  return rules.map((rule) => createLimit(app, { ...GUESSING_GUARD, ...rule }));
}

const STORE_DOWN_MESSAGE = "This is briefly unavailable. Please try again in a moment.";

/**
 * Registers @fastify/rate-limit once for the app: counts live in Redis when a client is given (shared by
 * every app process), else in this process's memory (for a single process only).
 */
export async function registerRateLimits(app: FastifyInstance, redis: RedisClient | undefined) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "netwise:rate-limit:" } : {}),
  });
}

/** The allowance of the signed-in member, or of the client address for a visitor. */
export function memberOrAddress(request: FastifyRequest): string {
  return request.user ? `member:${request.user.id}` : `address:${request.ip}`;
}

/** "45 seconds", "15 minutes": a wait as a person reads it. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The one way to rate-limit a route: `preHandler: createLimit(app, {...})` (after the guard, when there is one). */
export function createLimit(app: FastifyInstance, options: LimitOptions): Limit {
  const limiter = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  const failOpen = (options.whenStoreFails ?? "open") === "open";

  async function consult(request: FastifyRequest, increment: boolean) {
    try {
      return await limiter(request, { increment });
    } catch (error) {
      request.log.warn({ err: error, limit: options.name }, "rate-limit store unreachable");
      if (failOpen) return undefined;
      throw new AppError("unavailable", STORE_DOWN_MESSAGE);
    }
  }

  function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
    reply.header("Retry-After", String(retryAfterSeconds));
    const message =
      typeof options.message === "function" ? options.message(retryAfterSeconds) : options.message;
    throw new AppError("rate_limited", message);
  }

  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await consult(request, true);
    if (result && !result.isAllowed && result.isExceeded) refuse(reply, result.ttlInSeconds);
  };
  limit.check = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await consult(request, false);
    if (result && !result.isAllowed && result.remaining === 0)
      refuse(reply, Math.max(1, result.ttlInSeconds));
  };
  limit.count = async (request: FastifyRequest) => {
    await consult(request, true);
  };
  return limit;
}
