import type { FastifyInstance } from "fastify";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { SessionStore } from "./http/sessions";
import { adminRoutes } from "./modules/admin/admin.routes";
import { assistantRoutes } from "./modules/assistant/assistant.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { backupRoutes } from "./modules/backups/backups.routes";
import { bannerRoutes } from "./modules/banners/banners.routes";
import { adminBannerRoutes } from "./modules/banners/banners-admin.routes";
import { adminBusinessRoutes } from "./modules/businesses/admin-businesses.routes";
import { businessRoutes, userBusinessRoutes } from "./modules/businesses/businesses.routes";
import { connectionsRoutes } from "./modules/connections/connections.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { feedRoutes } from "./modules/feed/feed.routes";
import { linkRoutes } from "./modules/links/links.routes";
import { messagesRoutes } from "./modules/messages/messages.routes";
import { networkRoutes } from "./modules/network/network.routes";
import { newsRoutes } from "./modules/news/news.routes";
import { newsSourceRoutes } from "./modules/news/news-sources.routes";
import { opportunitiesRoutes } from "./modules/opportunities/opportunities.routes";
import { profileRoutes } from "./modules/profiles/profiles.routes";
import { referralsRoutes } from "./modules/referrals/referrals.routes";
import { adminOrderRoutes } from "./modules/services/admin-orders.routes";
import { servicesRoutes } from "./modules/services/services.routes";
import { adminSettingsRoutes, publicSettingsRoutes } from "./modules/settings/settings.routes";

export type ApiRouteDependencies = { db: Database; config: Config; sessions: SessionStore };

/** Every area's routes under /api; one line per area. */
export async function registerApiRoutes(api: FastifyInstance, deps: ApiRouteDependencies) {
  await api.register(authRoutes, { prefix: "/auth", ...deps });
  await api.register(newsRoutes, { prefix: "/articles", ...deps });
  await api.register(newsSourceRoutes, { prefix: "/admin/news-sources", ...deps });
  await api.register(adminRoutes, { prefix: "/admin", ...deps });
  await api.register(dashboardRoutes, { prefix: "/dashboard", ...deps });
  await api.register(connectionsRoutes, { prefix: "/connections", ...deps });
  await api.register(messagesRoutes, { prefix: "/messages", ...deps });
  await api.register(networkRoutes, { prefix: "/network", ...deps });
  await api.register(opportunitiesRoutes, { prefix: "/opportunities", ...deps });
  await api.register(profileRoutes, { prefix: "/profile", ...deps });
  await api.register(referralsRoutes, { prefix: "/referrals", ...deps });
  await api.register(bannerRoutes, { prefix: "/banners", ...deps });
  await api.register(adminBannerRoutes, { prefix: "/admin/banners", ...deps });
  await api.register(adminSettingsRoutes, { prefix: "/admin/settings", ...deps });
  await api.register(backupRoutes, { prefix: "/admin/backup", ...deps });
  await api.register(publicSettingsRoutes, { prefix: "/settings", ...deps });
  await api.register(feedRoutes, { prefix: "/feed", ...deps });
  await api.register(linkRoutes, { prefix: "/shorten", ...deps });
  await api.register(servicesRoutes, { prefix: "/services", ...deps });
  await api.register(adminOrderRoutes, { prefix: "/admin/orders", ...deps });
  await api.register(assistantRoutes, { prefix: "/chatbot", ...deps });
  await api.register(businessRoutes, { prefix: "/businesses", ...deps });
  await api.register(userBusinessRoutes, { prefix: "/user", ...deps });
  await api.register(adminBusinessRoutes, { prefix: "/admin/businesses", ...deps });
}
