import type { FastifyInstance } from "fastify";
import { forbidden } from "./app-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mutations must come from this site's own pages: the browser's Origin header must name the host
 * the request was sent to. Together with SameSite cookies and JSON-only bodies this stops CSRF.
 */
export function registerSameOriginCheck(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) throw forbidden("Cross-site request refused: the Origin header is missing.");
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden("Cross-site request refused: the Origin header is not a valid origin.");
    }
    if (originHost !== request.host) throw forbidden("Cross-site request refused.");
  });
}
