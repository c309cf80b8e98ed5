import type { RouteOptions } from "fastify";

/** `GET /api/feed/:id` for each method of each route, HEAD left out (Fastify adds it to every GET). */
export function routeKeys(routes: RouteOptions[]): string[] {
  const keys = routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== "HEAD")
      .map((method) => `${method} ${route.url.length > 1 ? route.url.replace(/\/$/, "") : route.url}`),
  );
  return [...new Set(keys)].sort();
}

export const MISSING_ID = "2147483647";
/** The URL of a route key with its parameters naming records that do not exist. */
export const concreteUrl = (url: string) =>
  url
    .replace(/:(id|\w+Id)\b/g, MISSING_ID)
    .replace(/:\w+/g, "no-such-record")
    .replace(/\*$/, "no-such-file");
