import type { FastifyBaseLogger } from "fastify";

/** How often a lost database is asked again whether it answers. */
const PROBE_INTERVAL_MS = 1000;

export type DatabaseOutage = {
  /** True from the first connection error until a probe finds the database answering again. */
  readonly isDown: boolean;
  /** A request (or a job) met a connection-class error: the first one logs and starts probing. */
  report(error: unknown): void;
  /** Stops probing (the app is closing). */
  stop(): void;
};

type OutageOptions = {
  /** Resolves when the database answers (e.g. `select 1`), rejects when it does not. */
  probe: () => Promise<unknown>;
  log: FastifyBaseLogger;
  probeIntervalMs?: number;
};

/** A short description of what went wrong, never a query or its parameters. */
function describeCause(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (!cause || depth === 4) {
      const text = typeof message === "string" ? message.split("\n")[0] : String(current);
      return typeof code === "string" && !text?.includes(code) ? `${code} ${text}` : (text ?? "unknown");
    }
    current = cause;
  }
  return "unknown";
}

/**
 * Logs a database outage once when it starts and once when it ends (with its length), instead of one
 * error per request: the first connection-class error logs a warning and starts probing the database
 * every second; the first probe that answers logs that it is back.
 */
export function watchDatabaseOutage({
  probe,
  log,
  probeIntervalMs = PROBE_INTERVAL_MS,
}: OutageOptions): DatabaseOutage {
  let downSince: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const probeAgain = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        await probe();
      } catch {
        probeAgain();
        return;
      }
      if (downSince === null || stopped) return;
      const outageSeconds = Math.round((Date.now() - downSince) / 100) / 10;
      downSince = null;
      log.warn({ outageSeconds }, `The database answers again after ${outageSeconds} s`);
    }, probeIntervalMs);
    timer.unref();
  };

  return {
    get isDown() {
      return downSince !== null;
    },
    report(error) {
      if (downSince !== null || stopped) return;
      downSince = Date.now();
      log.warn(
        { cause: describeCause(error) },
        "The database is not answering: requests that need it answer 503 until it is back",
      );
      probeAgain();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
