import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * Who a counted event (a business view, a banner click) belongs to: `u:<id>` for a signed-in member,
 * else `a:<hash of the address and browser>` for a visitor. Counters count one event per client per day.
 */
export function clientKey(request: Pick<FastifyRequest, "user" | "ip" | "headers">): string {
  if (request.user) return `u:${request.user.id}`;
  return `a:${createHash("sha256")
    .update(`${request.ip}\n${request.headers["user-agent"] ?? ""}`)
    .digest("base64url")
    .slice(0, 32)}`;
}
