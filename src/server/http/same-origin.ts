import type { FastifyInstance } from "fastify";
import { forbidden } from "./app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mutations must come from this site's own pages: the browser's Origin header must name the scheme and
 * host the request was sent to (a plain-http page of the same host is another origin), or APP_URL's
 * origin (behind a proxy that ends TLS without TRUST_PROXY, the request itself looks like http).
 * Together with SameSite cookies and JSON-only bodies this stops CSRF.
 */
export function registerSameOriginCheck(app: FastifyInstance, options: { appUrl: string }) {
  const appOrigin = new URL(options.appUrl).origin;
  // A callback hook: every API request runs it, and a callback costs no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    if (!origin) return done(forbidden("Cross-site request refused: the Origin header is missing."));
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return done(forbidden("Cross-site request refused: the Origin header is not a valid origin."));
    }
    const sameAsRequest = parsed.host === request.host && parsed.protocol === `${request.protocol}:`;
    if (!sameAsRequest && parsed.origin !== appOrigin) return done(forbidden("Cross-site request refused."));
    done();
  });
}
