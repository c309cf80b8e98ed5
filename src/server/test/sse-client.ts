import http from "node:http";
import type { FastifyInstance } from "fastify";

export type SseEvent = { id: string | null; event: string; data: string };

/** An open `GET /api/events` over real HTTP: the events and comment lines it received so far. */
export type SseConnection = {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  comments: string[];
  /** Resolves when `count` events have arrived in all (rejects after timeoutMs). */
  waitForEvents(count: number, timeoutMs?: number): Promise<SseEvent[]>;
  waitForComment(timeoutMs?: number): Promise<string>;
  closed: Promise<void>;
  close(): void;
};

/** Binds the app to a free local port (once) and answers its base URL. */
export async function listenOnce(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === "object") return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: "127.0.0.1" });
  const bound = app.server.address();
  if (!bound || typeof bound !== "object") throw new Error("the app is not listening");
  return `http://127.0.0.1:${bound.port}`;
}

/** Opens the event stream with the given session cookie (and Last-Event-ID), over a real socket. */
export function openEventStream(
  baseUrl: string,
  options: { cookie?: string | undefined; lastEventId?: string; accept?: string } = {},
): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: options.accept ?? "text/event-stream" };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.lastEventId) headers["last-event-id"] = options.lastEventId;
    const request = http.get(`${baseUrl}/api/events`, { headers }, (response) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let buffer = "";
      let onClosed: () => void = () => {};
      const closed = new Promise<void>((done) => {
        onClosed = done;
      });
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { id: null, event: "message", data: "" };
          let isEvent = false;
          for (const line of block.split("\n")) {
            const colon = line.indexOf(":");
            const field = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? "" : line.slice(colon + 1).trim();
            if (field === "") comments.push(value);
            else if (field === "id") event.id = value;
            else if (field === "event") event.event = value;
            else if (field === "data") event.data += value;
            if (field !== "") isEvent = true;
          }
          if (isEvent) events.push(event);
          end = buffer.indexOf("\n\n");
        }
        for (const wake of waiters) wake();
      });
      response.on("close", () => {
        onClosed();
        for (const wake of waiters) wake();
      });
      const waitFor = <T>(ready: () => T | undefined, timeoutMs: number, what: string) =>
        new Promise<T>((done, fail) => {
          const check = () => {
            const value = ready();
            if (value === undefined) return;
            waiters.delete(check);
            clearTimeout(timer);
            done(value);
          };
          const timer = setTimeout(() => {
            waiters.delete(check);
            fail(new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)}`));
          }, timeoutMs);
          waiters.add(check);
          check();
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        waitForEvents: (count, timeoutMs = 5_000) =>
          waitFor(
            () => (events.length >= count ? events.slice(0, count) : undefined),
            timeoutMs,
            `${count} events`,
          ),
        waitForComment: (timeoutMs = 5_000) => waitFor(() => comments[0], timeoutMs, "a comment line"),
        closed,
        close: () => request.destroy(),
      });
    });
    request.on("error", reject);
  });
}
