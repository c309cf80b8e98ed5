import type { FastifyInstance } from "fastify";
import { badRequest } from "./app-error";

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 32 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: any request carrying one (path, query or body) is
 * refused before a route sees it, so no schema can forget the rule. (Callback hooks: every request
 * runs them, and a callback costs no promise.)
 */
export function registerNulRejection(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.url.toLowerCase().includes("%00") || request.url.includes("\u0000"))
      return done(badRequest("The request address contains a NUL character."));
    done();
  });
  app.addHook("preValidation", (request, _reply, done) => {
    if (request.body !== undefined && containsNul(request.body))
      return done(badRequest("The request body contains a NUL character."));
    done();
  });
}
