import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { SessionStore } from "./http/sessions";
import { authRoutes } from "./modules/auth/auth.routes";

export type ApiRouteDependencies = { db: Database; config: Config; sessions: SessionStore };

/** Every area's routes under /api; one line per area. */
export async function registerApiRoutes(api: FastifyInstance, deps: ApiRouteDependencies) {
  await api.register(authRoutes, { prefix: "/auth", ...deps });
}
