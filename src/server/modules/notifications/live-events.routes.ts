import fastifySse from "@fastify/sse";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import type { SessionStore } from "../../http/sessions";
import { createLiveEvents, REPLAY_LIMIT } from "./live-events";
import { LiveStream } from "./live-hub";
import { latestNotificationId, notificationsAfter } from "./notifications.service";

export const NOT_AN_EVENT_STREAM_CLIENT =
  "This address answers with an event stream: send Accept: text/event-stream.";

type LiveEventsRoutesOptions = { db: Database; config: Config; sessions: SessionStore };

/** A Last-Event-ID we sent: a notification id. Anything else is ignored (the stream starts fresh). */
function parseLastEventId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * GET /api/events: the signed-in member's Server-Sent Events stream. Each new notification is an
 * `event: notification` with `id: <notification id>`; `event: read` carries a new unread count when
 * the member reads notifications elsewhere; a comment line every heartbeat keeps proxies from
 * closing it. A reconnect with Last-Event-ID is first sent what it missed.
 */
export const liveEventsRoutes: FastifyPluginAsyncZod<LiveEventsRoutesOptions> = async (
  app,
  { db, config, sessions },
) => {
  await app.register(fastifySse, { heartbeatInterval: config.liveHeartbeatMs });
  const live = createLiveEvents({
    db,
    log: app.log,
    maxStreamsPerMember: config.liveStreamsPerMember,
    sessionCheckMs: config.liveSessionCheckMs,
    sessionIdleMs: config.sessionIdleMs,
  });
  app.addHook("onReady", () => live.start());
  // preClose runs before in-flight requests are awaited: open streams would otherwise hold the
  // server (and so the database) open until every client left.
  app.addHook("preClose", () => live.stop());

  // "dual": only a client that asks for text/event-stream (as EventSource does) gets a stream.
  app.get("/", { sse: "dual", onRequest: requireUser }, async (request, reply) => {
    if (!reply.sse) return reply.code(406).send({ message: NOT_AN_EVENT_STREAM_CLIENT });
    const memberId = currentUser(request).id;
    const resumeFrom = parseLastEventId(reply.sse.lastEventId);
    const startId = resumeFrom ?? (await latestNotificationId(db, memberId));
    reply.sse.keepAlive();
    const stream = new LiveStream(memberId, reply.sse, startId, sessions.currentTokenHash(request));
    reply.sse.onClose(() => live.hub.remove(stream));
    live.hub.add(stream);
    // Commits the response as an event stream at once, so the client's EventSource opens.
    reply.sse.sendHeaders();
    reply.raw.flushHeaders();
    await stream.replay(
      resumeFrom === null ? [] : await notificationsAfter(db, memberId, resumeFrom, REPLAY_LIMIT),
    );
  });
};
