import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerApiRoutes } from "./api-routes";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { registerClientApp } from "./http/client-app";
import { registerErrorHandler } from "./http/error-handler";
import { registerNulRejection } from "./http/reject-nul";
import { registerSameOriginCheck } from "./http/same-origin";
import { registerSecurityHeaders } from "./http/security-headers";
import { createSessionStore } from "./http/sessions";
import { type AutomationQueue, startAutomationQueue } from "./modules/automation/automation-queue";
import { healthRoutes } from "./modules/health/health.routes";
import { shortLinkRoutes } from "./modules/links/short-link.routes";

export type AppDependencies = { db: Database; config: Config };

/** 1 MiB: far above any form, well below what could tie up the server. */
const BODY_LIMIT_BYTES = 1024 * 1024;
const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export async function buildApp({ db, config }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON is the only body the API accepts; without a text parser, text/plain posts are refused too.
  app.removeContentTypeParser("text/plain");

  registerErrorHandler(app);
  registerNulRejection(app);
  await registerSecurityHeaders(app, { https: config.secureCookies });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  const sessions = createSessionStore(db, config);
  app.decorateRequest("user", null);
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await sessions.purgeExpired();
    purgeTimer = setInterval(
      () => void sessions.purgeExpired().catch(() => {}),
      SESSION_PURGE_INTERVAL_MS,
    ).unref();
  });
  app.addHook("onClose", async () => clearInterval(purgeTimer));

  // The automation job queue (pg-boss) runs with the app: started once it is ready, stopped (and its
  // in-flight deliveries handed back to the queue) when it closes, before the database is closed.
  let automation: AutomationQueue | undefined;
  app.addHook("onReady", async () => {
    automation = await startAutomationQueue({ db, config, log: app.log });
  });
  app.addHook("onClose", async () => automation?.stop());

  await app.register(healthRoutes, { db });
  // GET /s/{code}: short links live at the root, outside /api, so they read well when shared.
  await app.register(shortLinkRoutes, { db });
  await app.register(
    async (api) => {
      registerSameOriginCheck(api);
      api.addHook("onRequest", async (request) => {
        request.user = await sessions.resolve(request.cookies.netwise_session);
      });
      await registerApiRoutes(api, { db, config, sessions });
    },
    { prefix: "/api" },
  );

  await registerClientApp(app, config.clientDistDir);
  return app;
}
