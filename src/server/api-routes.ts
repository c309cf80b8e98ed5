import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { SessionStore } from "./http/sessions";
import { authRoutes } from "./modules/auth/auth.routes";
import { bannerRoutes } from "./modules/banners/banners.routes";
import { connectionsRoutes } from "./modules/connections/connections.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { feedRoutes } from "./modules/feed/feed.routes";
import { linkRoutes } from "./modules/links/links.routes";
import { messagesRoutes } from "./modules/messages/messages.routes";
import { newsRoutes } from "./modules/news/news.routes";
import { newsSourceRoutes } from "./modules/news/news-sources.routes";
import { opportunitiesRoutes } from "./modules/opportunities/opportunities.routes";
import { profileRoutes } from "./modules/profiles/profiles.routes";

export type ApiRouteDependencies = { db: Database; config: Config; sessions: SessionStore };

/** Every area's routes under /api; one line per area. */
export async function registerApiRoutes(api: FastifyInstance, deps: ApiRouteDependencies) {
  await api.register(authRoutes, { prefix: "/auth", ...deps });
  await api.register(newsRoutes, { prefix: "/articles", ...deps });
  await api.register(newsSourceRoutes, { prefix: "/admin/news-sources", ...deps });
  await api.register(dashboardRoutes, { prefix: "/dashboard", ...deps });
  await api.register(connectionsRoutes, { prefix: "/connections", ...deps });
  await api.register(messagesRoutes, { prefix: "/messages", ...deps });
  await api.register(opportunitiesRoutes, { prefix: "/opportunities", ...deps });
  await api.register(profileRoutes, { prefix: "/profile", ...deps });
  await api.register(bannerRoutes, { prefix: "/banners", ...deps });
  await api.register(feedRoutes, { prefix: "/feed", ...deps });
  await api.register(linkRoutes, { prefix: "/shorten", ...deps });
}
