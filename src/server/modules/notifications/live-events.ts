import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { decodeSignal } from "./live-channel";
import { LiveHub, type LiveStream } from "./live-hub";
import { type LiveListener, startLiveListener } from "./live-listener";
import { notificationsAfter, notificationsByIds, unreadCount } from "./notifications.service";

/** The most notifications a reconnecting stream is sent; older ones are on /notifications. */
export const REPLAY_LIMIT = 100;

export type LiveEvents = {
  hub: LiveHub;
  /** Starts listening; streams opened before then miss nothing (they replay from their last id). */
  start(): Promise<void>;
  /** Closes every stream and the listener: called before the database closes. */
  stop(): Promise<void>;
};

type Options = {
  db: Database;
  log: FastifyBaseLogger;
  maxStreamsPerMember: number;
  /** How often every open stream's session is checked (ended, expired, idle, member inactive). */
  sessionCheckMs: number;
  sessionIdleMs: number;
};

/**
 * Live events of this process: the hub of open streams, fed by the database's NOTIFY signals.
 * Signals are gathered for one turn of the event loop and their rows read in one query, and only
 * for members who have a stream open here; other processes serve the rest.
 */
export function createLiveEvents({
  db,
  log,
  maxStreamsPerMember,
  sessionCheckMs,
  sessionIdleMs,
}: Options): LiveEvents {
  const hub = new LiveHub(maxStreamsPerMember);
  let newIds: number[] = [];
  let readBy = new Set<number>();
  let scheduled = false;
  let sessionsChanged = new Set<number>();

  /** Closes the given streams whose session is no longer live (one query for all of them). */
  const closeEndedStreams = async (streams: readonly LiveStream[]) => {
    const hashes = [
      ...new Set(streams.flatMap((stream) => (stream.sessionHash ? [stream.sessionHash] : []))),
    ];
    if (hashes.length === 0) return;
    const live = await liveSessionHashes(db, hashes, sessionIdleMs);
    for (const stream of streams)
      if (stream.sessionHash && !live.has(stream.sessionHash)) {
        stream.close();
        hub.remove(stream);
      }
  };

  const flush = async () => {
    scheduled = false;
    const ids = newIds;
    const readers = readBy;
    const ended = sessionsChanged;
    newIds = [];
    readBy = new Set();
    sessionsChanged = new Set();
    if (ended.size > 0) await closeEndedStreams([...ended].flatMap((memberId) => hub.streamsOf(memberId)));
    if (ids.length > 0) {
      for (const { recipientId, notification } of await notificationsByIds(db, ids)) {
        for (const stream of hub.streamsOf(recipientId)) stream.notify(notification);
      }
    }
    for (const memberId of readers) {
      if (!hub.hasMember(memberId)) continue;
      const count = await unreadCount(db, memberId);
      for (const stream of hub.streamsOf(memberId)) stream.unread(count);
    }
  };

  const onSignal = (payload: string) => {
    const signal = decodeSignal(payload);
    if (!signal || !hub.hasMember(signal.recipientId)) return;
    if (signal.kind === "notification") newIds.push(signal.notificationId);
    else if (signal.kind === "sessions") sessionsChanged.add(signal.recipientId);
    else readBy.add(signal.recipientId);
    if (scheduled) return;
    scheduled = true;
    setImmediate(() =>
      flush().catch((error: unknown) => log.error({ err: error }, "live events: delivery failed")),
    );
  };

  // Signals sent while the listener was away are lost: each stream catches up from its last id.
  const onReconnect = () => {
    void (async () => {
      for (const memberId of hub.members()) {
        for (const stream of hub.streamsOf(memberId)) {
          for (const notification of await notificationsAfter(db, memberId, stream.lastId, REPLAY_LIMIT))
            stream.notify(notification);
        }
      }
    })().catch((error: unknown) => log.error({ err: error }, "live events: catch-up failed"));
  };

  // The sweep: sessions also end without a signal (expiry, idle time, a row deleted by hand), and a
  // signal may be lost while the listener reconnects. Every stream of this process is checked.
  let sweep: NodeJS.Timeout | undefined;
  const startSweep = () => {
    sweep = setInterval(() => {
      if (hub.size === 0) return;
      closeEndedStreams(hub.all()).catch((error: unknown) =>
        log.error({ err: error }, "live events: session check failed"),
      );
    }, sessionCheckMs);
    sweep.unref();
  };

  let listener: LiveListener | undefined;
  return {
    hub,
    async start() {
      listener = await startLiveListener({ db, log, onSignal, onReconnect });
      startSweep();
    },
    async stop() {
      clearInterval(sweep);
      hub.closeAll();
      await listener?.stop();
      listener = undefined;
    },
  };
}

/** Which of the given session hashes still belong to a live session of an active member. */
async function liveSessionHashes(db: Database, hashes: string[], idleMs: number): Promise<Set<string>> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.tokenHash, hashes),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, new Date(Date.now() - idleMs)),
        eq(users.isActive, true),
      ),
    );
  return new Set(rows.map((row) => row.tokenHash));
}
