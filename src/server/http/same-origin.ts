import type { FastifyInstance } from "fastify";
import { forbidden } from "./app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mutations must come from this site's own pages: the browser's Origin header must name the host
 * the request was sent to. Together with SameSite cookies and JSON-only bodies this stops CSRF.
 */
export function registerSameOriginCheck(app: FastifyInstance) {
  // A callback hook: every API request runs it, and a callback costs no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    if (!origin) return done(forbidden("Cross-site request refused: the Origin header is missing."));
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return done(forbidden("Cross-site request refused: the Origin header is not a valid origin."));
    }
    if (originHost !== request.host) return done(forbidden("Cross-site request refused."));
    done();
  });
}
