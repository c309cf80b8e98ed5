import type { FastifyInstance } from "fastify";
import pino from "pino";

/** Log lines are written to stdout once this many bytes wait (about 20 request lines)… */
const LOG_BUFFER_BYTES = 4096;
/** …or this often, whichever comes first, so a quiet server's lines are never held longer. */
const LOG_FLUSH_INTERVAL_MS = 1000;

let stdoutDestination: ReturnType<typeof pino.destination> | undefined;

/**
 * The process's log destination: stdout, buffered. pino's default writes every line with its own
 * `fs.write` (one thread-pool round trip and one wake-up of the reader per request); buffered, a busy
 * server writes about 20 lines at a time (decision 0017). Writes stay asynchronous, so a slow reader
 * of the pipe never blocks a request. pino writes what is still buffered when the process exits
 * (its exit handler for asynchronous destinations), and the app waits for the buffer to drain when it
 * closes (below). One per process, shared by every app the process builds.
 */
export function logDestination() {
  stdoutDestination ??= pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_INTERVAL_MS,
  });
  return stdoutDestination;
}

/**
 * One log line per request, when its answer has been sent: method, URL, status and milliseconds (not
 * Fastify's two, "incoming request" and "request completed"). A callback hook: every request runs it.
 * Registered first, so its `onClose` runs last: every line logged while the app stops is written
 * before the close completes.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
      "request",
    );
    done();
  });
  app.addHook("onClose", (_instance, done) => {
    if (!stdoutDestination) return done();
    stdoutDestination.flush(() => done());
  });
}
