import type { NotificationView } from "./notifications.service";

/** What the hub needs of one open SSE response (@fastify/sse's reply.sse fits). */
export type LiveSink = {
  send(message: { id?: string; event: string; data: unknown }): Promise<void>;
  close(): void;
};

type PendingEvent = { event: string; id: number | null; data: unknown };

/** One open `GET /api/events` stream of one member. */
export class LiveStream {
  /** The highest notification id this stream has sent, so nothing is sent twice. */
  lastId: number;
  private replaying = true;
  private held: PendingEvent[] = [];
  private closed = false;

  constructor(
    readonly memberId: number,
    private readonly sink: LiveSink,
    lastEventId: number,
    /** The SHA-256 of the session that opened the stream: when that session ends, so does the stream. */
    readonly sessionHash: string | null = null,
  ) {
    this.lastId = lastEventId;
  }

  get isOpen() {
    return !this.closed;
  }

  /** A new notification; held back while the stream is still sending what it missed. */
  notify(notification: NotificationView) {
    this.push({ event: "notification", id: notification.id, data: notification });
  }

  /** The member's unread count changed elsewhere (read in another tab). */
  unread(unreadCount: number) {
    this.push({ event: "read", id: null, data: { unreadCount } });
  }

  /** Sends the missed notifications (oldest first), then whatever arrived meanwhile. */
  async replay(missed: NotificationView[]) {
    for (const notification of missed)
      await this.write({ event: "notification", id: notification.id, data: notification });
    this.replaying = false;
    const held = this.held;
    this.held = [];
    for (const event of held) await this.write(event);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.sink.close();
  }

  /** Called once the connection is gone (either side closed it). */
  markClosed() {
    this.closed = true;
  }

  private push(event: PendingEvent) {
    if (this.closed) return;
    if (this.replaying) this.held.push(event);
    else void this.write(event);
  }

  private async write(event: PendingEvent) {
    if (this.closed) return;
    if (event.id !== null) {
      if (event.id <= this.lastId) return;
      this.lastId = event.id;
    }
    try {
      await this.sink.send({
        ...(event.id !== null ? { id: String(event.id) } : {}),
        event: event.event,
        data: event.data,
      });
    } catch {
      // The client went away mid-write: its close handler removes the stream.
      this.close();
    }
  }
}

/**
 * The open streams of this process, by member. A member may hold `maxPerMember` streams (tabs and
 * devices); opening one more closes their oldest, so a client that opens 50 cannot exhaust the server.
 */
export class LiveHub {
  private readonly byMember = new Map<number, LiveStream[]>();
  private total = 0;

  constructor(private readonly maxPerMember: number) {}

  get size() {
    return this.total;
  }

  hasMember(memberId: number) {
    return this.byMember.has(memberId);
  }

  members(): number[] {
    return [...this.byMember.keys()];
  }

  streamsOf(memberId: number): readonly LiveStream[] {
    return this.byMember.get(memberId) ?? [];
  }

  add(stream: LiveStream) {
    const streams = this.byMember.get(stream.memberId) ?? [];
    streams.push(stream);
    this.byMember.set(stream.memberId, streams);
    this.total += 1;
    while (streams.length > this.maxPerMember) {
      const oldest = streams.shift();
      this.total -= 1;
      oldest?.close();
    }
  }

  remove(stream: LiveStream) {
    stream.markClosed();
    const streams = this.byMember.get(stream.memberId);
    if (!streams) return;
    const index = streams.indexOf(stream);
    if (index === -1) return;
    streams.splice(index, 1);
    this.total -= 1;
    if (streams.length === 0) this.byMember.delete(stream.memberId);
  }

  /** Every open stream of this process. */
  all(): LiveStream[] {
    return [...this.byMember.values()].flat();
  }

  closeAll() {
    for (const streams of [...this.byMember.values()]) for (const stream of [...streams]) stream.close();
  }
}
