import type { FastifyInstance } from "fastify";

/**
 * A strict Content-Security-Policy: scripts only from this origin, no inline scripts. Inline
 * styles stay allowed because dialog scroll-locking injects a small <style> element.
 */
function contentSecurityPolicy(https: boolean): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join(";");
}

type Header = [name: string, value: string];

const strictTransportSecurity: Header = ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"];

/**
 * The protective headers of a document (pages, files, the API reference, errors outside `/api`):
 * helmet's set, with the policy above, the referrer policy below and HSTS behind HTTPS, in helmet's
 * order.
 */
export function documentSecurityHeaders(options: { https: boolean }): Header[] {
  return [
    ["Content-Security-Policy", contentSecurityPolicy(options.https)],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(options.https ? [strictTransportSecurity] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
}

/**
 * The protective headers of an `/api` answer (JSON, event streams, downloads), as the OWASP REST
 * Security Cheat Sheet lists them: no browser renders these as a page, so the headers that govern a
 * page (opener, agent cluster, DNS prefetch, IE's download and XSS switches) do nothing here, and the
 * policy allows nothing at all, in case one is ever opened as a document. Cross-Origin-Resource-Policy
 * still keeps another site from reading them. Half the bytes of the document set: on a small answer
 * the headers were more than the body (decision 0017).
 */
export function apiSecurityHeaders(options: { https: boolean }): Header[] {
  return [
    ["Content-Security-Policy", "default-src 'none';frame-ancestors 'none'"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ...(options.https ? [strictTransportSecurity] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
  ];
}

/** `/api` paths that answer a document (the HTML API reference and its script) rather than data. */
const API_DOCUMENT_PREFIX = "/api/docs";

/**
 * Sets the security headers on every response, the 404s and errors included, in the first hook. None
 * depends on more than the path, so both sets are built once at start; computing them per request (as
 * @fastify/helmet does, parsing the policy every time) was a measurable share of a small API
 * answer's CPU (decision 0017). They go into the reply's own headers, not the raw response's:
 * Node's `writeHead` then takes one object in one pass, where headers set on the raw response send
 * every header of the reply through `setHeader` a second time (6 µs of a 100 µs profile answer).
 * Replies written outside Fastify's send (event streams) copy the reply's headers (@fastify/sse).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const documentHeaders = Object.fromEntries(documentSecurityHeaders(options));
  const apiHeaders = Object.fromEntries(apiSecurityHeaders(options));
  app.addHook("onRequest", (request, reply, done) => {
    const url = request.url;
    reply.headers(
      url.startsWith("/api/") && !url.startsWith(API_DOCUMENT_PREFIX) ? apiHeaders : documentHeaders,
    );
    done();
  });
}
