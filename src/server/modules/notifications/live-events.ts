import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { decodeSignal } from "./live-channel";
import { LiveHub } from "./live-hub";
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

type Options = { db: Database; log: FastifyBaseLogger; maxStreamsPerMember: number };

/**
 * Live events of this process: the hub of open streams, fed by the database's NOTIFY signals.
 * Signals are gathered for one turn of the event loop and their rows read in one query, and only
 * for members who have a stream open here; other processes serve the rest.
 */
export function createLiveEvents({ db, log, maxStreamsPerMember }: Options): LiveEvents {
  const hub = new LiveHub(maxStreamsPerMember);
  let newIds: number[] = [];
  let readBy = new Set<number>();
  let scheduled = false;

  const flush = async () => {
    scheduled = false;
    const ids = newIds;
    const readers = readBy;
    newIds = [];
    readBy = new Set();
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

  let listener: LiveListener | undefined;
  return {
    hub,
    async start() {
      listener = await startLiveListener({ db, log, onSignal, onReconnect });
    },
    async stop() {
      hub.closeAll();
      await listener?.stop();
      listener = undefined;
    },
  };
}
