import type { Redis } from "ioredis";

export type RedisClient = Redis;
type Log = { info(message: string): void; error(message: string): void };

/** How long start-up waits for a first answer from Redis before carrying on without it (and saying so). */
const FIRST_CONNECT_WAIT_MS = 3000;

/**
 * A Redis connection for state shared by every app process (rate limits today). A command never waits for
 * a lost connection: it fails at once (no offline queue) or after a short timeout, so a request is never
 * held up by Redis, and the client keeps reconnecting in the background until Redis is back.
 */
export async function connectRedis(url: string, log: Log): Promise<RedisClient> {
  // Loaded only when REDIS_URL is set: a one-process start does not pay for the client.
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
    lazyConnect: true,
  });
  let isDown = false;
  client.on("error", (error: Error) => {
    if (isDown) return;
    isDown = true;
    log.error(
      `Redis (REDIS_URL) is not answering: ${error.message}. Retrying; sign-in is refused until it is back (/readyz and /metrics report it).`,
    );
  });
  client.on("ready", () => {
    if (!isDown) return;
    isDown = false;
    log.info("Redis (REDIS_URL) answers again.");
  });
  return client;
}

/** Connects, waiting a few seconds at most: with Redis down the app still starts (not ready) and keeps trying. */
export async function waitForRedis(client: RedisClient): Promise<boolean> {
  const connected = client.connect().then(
    () => true,
    () => false,
  );
  const timedOut = new Promise<boolean>((resolve) =>
    setTimeout(() => resolve(false), FIRST_CONNECT_WAIT_MS).unref(),
  );
  return Promise.race([connected, timedOut]);
}

/** True when Redis answers a PING now. */
export async function isRedisAnswering(client: RedisClient): Promise<boolean> {
  try {
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  }
}
