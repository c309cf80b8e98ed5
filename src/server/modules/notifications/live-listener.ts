import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { type Database, databaseDriver } from "../../db/client";
import { LIVE_CHANNEL } from "./live-channel";

const RECONNECT_DELAY_MS = 1_000;

export type LiveListener = { stop(): Promise<void> };

type ListenOptions = {
  db: Database;
  log: FastifyBaseLogger;
  onSignal(payload: string): void;
  /** After the connection was lost and is back: signals sent meanwhile were missed. */
  onReconnect(): void;
};

/**
 * LISTENs on the live channel: on PGlite through its own listen API (one process holds the
 * database, so its notifications are all there is), on a PostgreSQL server on one dedicated
 * connection outside the pool, reconnected after a loss.
 */
export async function startLiveListener(options: ListenOptions): Promise<LiveListener> {
  const driver = databaseDriver(options.db);
  if (driver.kind === "pglite") {
    const unlisten = await driver.client.listen(LIVE_CHANNEL, options.onSignal);
    return { stop: () => unlisten() };
  }

  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  // One warning per loss, not one per reconnect attempt while the database is away.
  let isLost = false;

  const connect = async (isReconnect: boolean) => {
    const next = new pg.Client({ connectionString: driver.connectionString });
    next.on("notification", (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) options.onSignal(message.payload);
    });
    const lost = (error?: Error) => {
      if (stopped || client !== next) return;
      client = null;
      if (!isLost)
        options.log.warn({ cause: error?.message }, "live events: listener connection lost, reconnecting");
      isLost = true;
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      if (isReconnect) {
        lost(error as Error);
        return;
      }
      client = null;
      await next.end().catch(() => {});
      throw error;
    }
    isLost = false;
    if (isReconnect) options.onReconnect();
  };
  const scheduleReconnect = () => {
    clearTimeout(retry);
    retry = setTimeout(() => void connect(true), RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect(false);
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
