import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { registerApiRoutes } from "./api-routes";
import type { Config } from "./config";
import { type Database, databaseDriver } from "./db/client";
import { watchDatabaseOutage } from "./db/database-outage";
import { isConnectionError } from "./db/pg-errors";
import { registerClientApp } from "./http/client-app";
import { answerRouterError, registerErrorHandler } from "./http/error-handler";
import { registerMetrics } from "./http/metrics";
import { registerOpenApi, serveOpenApi } from "./http/openapi";
import { registerRateLimits } from "./http/rate-limit";
import { registerNulRejection } from "./http/reject-nul";
import { logDestination, registerRequestLog } from "./http/request-log";
import { responseSerializerCompiler } from "./http/response-serializer";
import { registerSameOriginCheck } from "./http/same-origin";
import { loadOrCreateSecret } from "./http/secret-key";
import { registerSecurityHeaders } from "./http/security-headers";
import { createSessionStore } from "./http/sessions";
import { createOutbox, type Outbox } from "./jobs/outbox";
import { type PeriodicWork, startPeriodicWork } from "./jobs/periodic-work";
import { viewPruningTask } from "./jobs/view-pruning";
import { type MailQueue, startMailQueue } from "./mail/mail-queue";
import { COOKIE_SECRET_FILE } from "./modules/auth/known-device";
import { type AutomationQueue, startAutomationQueue } from "./modules/automation/automation-queue";
import { healthRoutes } from "./modules/health/health.routes";
import { createLifecycle, type Lifecycle } from "./modules/health/lifecycle";
import { shortLinkRoutes } from "./modules/links/short-link.routes";
import { createPhraseModels, type PhraseModels } from "./modules/matching/embeddings/phrase-vectors";
import { createRemoteEmbedder } from "./modules/matching/embeddings/remote-embeddings";
import {
  sentenceEmbedder,
  sentenceModelPid,
  stopSentenceModel,
} from "./modules/matching/embeddings/sentence-model";
import { newsImportTask } from "./modules/news/rss-import-task";
import { orderAutoCompleteTask } from "./modules/services/order-auto-complete";
import { stripeWebhookRoutes } from "./modules/services/payments.routes";
import { createSharePageHead } from "./modules/share-meta/share-meta.service";
import { connectRedis, type RedisClient, waitForRedis } from "./redis";
import { registerUploadServing } from "./uploads/upload-serving";

/** Per-app run-time dependencies, built by buildApp from its config and passed down (never module state). */
export type AppServices = { outbox: Outbox; phraseModels: PhraseModels };

export type AppDependencies = {
  db: Database;
  config: Config;
  /** Called for every route as it is registered (the tests read the route table through it). */
  onRoute?: (route: RouteOptions) => void;
  /** Called with what the app passes down besides `db` and `config`, once built (tests, main.ts). */
  onServices?: (services: AppServices) => void;
  /** Start the job queue once the server listens instead of before it is ready (`npm start`). */
  startJobsAfterListen?: boolean;
  /** Turned to stopping by main.ts on SIGTERM, before the drain; otherwise when the app closes. */
  lifecycle?: Lifecycle;
};

/** 1 MiB: far above any form, well below what could tie up the server. */
const BODY_LIMIT_BYTES = 1024 * 1024;
const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const JOB_START_RETRY_MS = 2000;

/** The Redis of REDIS_URL, connected (or still trying, said in the log), closed with the app. */
async function openSharedRedis(app: FastifyInstance, config: Config): Promise<RedisClient | undefined> {
  if (!config.redisUrl) return undefined;
  const redis = await connectRedis(config.redisUrl, app.log);
  app.addHook("onClose", async () => redis.disconnect());
  if (!(await waitForRedis(redis))) {
    app.log.error(
      "Redis (REDIS_URL) did not answer at start: sign-in is refused until it does (/readyz and /metrics report it).",
    );
  }
  return redis;
}

export async function buildApp({
  db,
  config,
  onRoute,
  onServices,
  startJobsAfterListen = false,
  lifecycle = createLifecycle(),
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel, stream: logDestination() },
    // One log line per request (http/request-log.ts), not Fastify's two ("incoming request", "request completed").
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // The router's own refusals (a malformed or over-long path) answer like every other error.
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  // JSON is the only body the API accepts; without a text parser, text/plain posts are refused too.
  app.removeContentTypeParser("text/plain");

  if (onRoute) app.addHook("onRoute", onRoute);
  registerRequestLog(app);
  // A lost database is logged once when it goes and once when it returns; requests meanwhile answer 503.
  const outage = watchDatabaseOutage({ probe: () => db.execute(sql`select 1`), log: app.log });
  app.addHook("onClose", async () => outage.stop());
  registerErrorHandler(app, { outage });
  registerNulRejection(app);
  await registerSecurityHeaders(app, { https: config.secureCookies });
  // Answers are compressed; requests never are (no client of ours sends a compressed body, and
  // inflating one would let a small upload grow past the body limit), so no route reads Content-Encoding.
  await app.register(compress, { threshold: 1024, globalDecompression: false });
  // The secret signs the known-device cookie of sign-in (modules/auth/known-device.ts).
  const cookieSecret = await loadOrCreateSecret({
    value: config.cookieSecret,
    dataDir: config.dataDir,
    fileName: COOKIE_SECRET_FILE,
  });
  await app.register(cookie, { secret: cookieSecret });
  if (config.processRole !== "worker") await registerOpenApi(app);
  const redis = await openSharedRedis(app, config);
  await registerRateLimits(app, redis);

  // Matching compares meanings with the remote model when one is configured, else the built-in one; the
  // first suggestions are ordered again by a sentence model, started on first use in a process of its own.
  const phraseModels = createPhraseModels(
    {
      remote: config.embeddings ? createRemoteEmbedder(config.embeddings) : null,
      sentence: config.sentenceModel ? sentenceEmbedder : null,
    },
    app.log,
  );
  app.addHook("onClose", async () => stopSentenceModel());

  const sessions = createSessionStore(db, config);
  app.decorateRequest("user", null);

  // One pg-boss on the app's database: automation deliveries, outgoing mail and the periodic work. Every
  // role enqueues; only worker and all processes run the workers and keep the schedules. Started once the
  // app is ready (or, for `npm start`, once it listens: the first answer does not wait for pg-boss; an
  // enqueue meanwhile waits for it), stopped (in-flight jobs handed back to the queue) when it closes,
  // before the database.
  let automation: AutomationQueue | undefined;
  let mail: MailQueue | undefined;
  let periodic: PeriodicWork | undefined;
  let jobs: Promise<void> | undefined;
  const startJobs = async () => {
    automation = await startAutomationQueue({ db, config, log: app.log, outage });
    mail = await startMailQueue({ boss: automation.boss, config, log: app.log });
    if (config.periodicWork) {
      const tasks = [
        newsImportTask(db, config, app.log),
        { name: "session-purge", everyMs: SESSION_PURGE_INTERVAL_MS, run: () => sessions.purgeExpired() },
        viewPruningTask(db),
        orderAutoCompleteTask(db, outbox),
      ];
      periodic = await startPeriodicWork(automation.boss, tasks, {
        log: app.log,
        pollSeconds: config.automationPollSeconds,
      });
    }
  };
  // This app's outbox: its notification mail settings and its own automation and mail queues (once
  // started: an enqueue while they start waits for them).
  const outbox = createOutbox(
    config,
    async () => {
      await jobs?.catch(() => {});
      if (!automation)
        throw new Error("The automation queue is not running: start the app before sending events");
      return automation;
    },
    async () => {
      await jobs?.catch(() => {});
      if (!mail) throw new Error("The mail queue is not running: start the app before sending mail");
      return mail;
    },
  );
  onServices?.({ outbox, phraseModels });
  const stopJobs = async () => {
    await periodic?.stop();
    await mail?.stop();
    await automation?.stop();
  };
  let isClosing = false;
  app.addHook("preClose", async () => {
    isClosing = true;
  });
  // A database lost while the queue starts: the start is tried again every few seconds until it is back.
  const startJobsOnceReachable = async () => {
    for (;;) {
      try {
        return await startJobs();
      } catch (error) {
        await stopJobs().catch(() => {});
        [automation, mail, periodic] = [undefined, undefined, undefined];
        if (isClosing || !isConnectionError(error)) throw error;
        outage.report(error);
        await new Promise((resolve) => setTimeout(resolve, JOB_START_RETRY_MS));
        if (isClosing) throw error;
      }
    }
  };
  if (startJobsAfterListen) {
    app.addHook("onListen", async () => {
      jobs = startJobsOnceReachable();
      await jobs.catch((error: unknown) => app.log.error({ err: error }, "the job queue did not start"));
    });
  } else {
    app.addHook("onReady", async () => {
      jobs = startJobs();
      await jobs;
    });
  }
  app.addHook("onClose", async () => {
    await jobs?.catch(() => {});
    await stopJobs();
  });

  await app.register(healthRoutes, { db, redis, lifecycle });
  // While draining, each answer asks its client to open a new connection (to another process) for the next.
  app.addHook("onSend", (_request, reply, _payload, done) => {
    if (lifecycle.isStopping) reply.header("connection", "close");
    done();
  });
  if (config.metricsToken) {
    await registerMetrics(app, {
      token: config.metricsToken,
      driver: databaseDriver(db),
      boss: () => automation?.boss,
      redis,
      children: () => [{ name: "sentence-model", pid: sentenceModelPid() }],
    });
  }
  if (config.processRole === "worker") return app;

  // GET /s/{code}: short links live at the root, outside /api, so they read well when shared.
  await app.register(shortLinkRoutes, { db, config });
  // Stripe's webhook: no Origin, no cookie, a raw body; its signature is checked instead.
  await app.register(stripeWebhookRoutes, { prefix: "/api/payments", db, config, outbox });
  await app.register(
    async (api) => {
      registerSameOriginCheck(api, { appUrl: config.appUrl });
      // A visitor's request (no session cookie) passes without a promise or a database round trip.
      api.addHook("onRequest", (request, _reply, done) => {
        const token = request.cookies.netwise_session;
        if (!token) return done();
        sessions.resolve(token).then((user) => {
          request.user = user;
          done();
        }, done);
      });
      await registerApiRoutes(api, { db, config, sessions, outbox, phraseModels });
    },
    { prefix: "/api" },
  );

  if (config.apiDocs) await serveOpenApi(app);
  await registerUploadServing(app, { config, db, sessions });
  await registerClientApp(app, config.clientDistDir, { pageHead: createSharePageHead(db, config) });
  return app;
}
