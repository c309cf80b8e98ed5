import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";

const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const emailList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATABASE_URL: z.string().url().optional(),
  /** Set: rate limits are counted in this Redis, shared by every app process. Unset: in memory (one process only). */
  REDIS_URL: z.string().url().optional(),
  /** web: HTTP only; worker: jobs and schedules only (plus health and metrics); all: both. */
  PROCESS_ROLE: z.enum(["web", "worker", "all"]).default("all"),
  /** Set: GET /metrics answers with this Bearer token; unset: /metrics is not served. */
  METRICS_TOKEN: z.string().min(16).optional(),
  DATA_DIR: z.string().default("./data"),
  /** Where admin backups and exports are written; defaults to DATA_DIR/backups. */
  BACKUP_DIR: z.string().optional(),
  /** The HMAC key that signs backups (32+ characters); unset: a random key kept in DATA_DIR/backup-signing.key. */
  /** Signs the known-device cookie of sign-in (32+ characters); unset: a random key kept in DATA_DIR/cookie-secret.key. */
  COOKIE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Signs the proof-of-work challenges of registration (32+ characters); unset: a random key kept in DATA_DIR/registration-challenge.key. */
  REGISTRATION_CHALLENGE_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  BACKUP_SIGNING_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAILS: emailList,
  SEED_DEMO: booleanFromEnv.default(true),
  AUTOMATION_WEBHOOK_URL: z.string().url().optional(),
  AUTOMATION_WEBHOOK_SECRET: z.string().optional(),
  /** Delivery attempts after the first one, spaced by exponential backoff. */
  AUTOMATION_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  /** The first retry's delay; each later one doubles (with jitter), up to an hour. */
  AUTOMATION_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Overrides the Secure flag of cookies (default: on when APP_URL starts with https://). */
  SECURE_COOKIES: booleanFromEnv.optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(30),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  MEMBER_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /** Minutes between imports of the admins' news feeds; 0 turns the import off. */
  NEWS_IMPORT_INTERVAL_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
  /** An OpenAI-compatible chat-completions endpoint that phrases the assistant's grounded answers. */
  ASSISTANT_LLM_URL: z.string().url().optional(),
  ASSISTANT_LLM_MODEL: z.string().default("gpt-4o-mini"),
  ASSISTANT_LLM_API_KEY: z.string().optional(),
  /** Outgoing mail server, e.g. smtps://user:pass@smtp.example.com:465; unset: messages go to the log. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Netwise <no-reply@netwise.local>"),
  /** The site's public address, the base of links in e-mails; default http://localhost:PORT. */
  APP_URL: z.string().url().optional(),
  /** Uploaded images (avatars, logos, covers, post pictures); default DATA_DIR/uploads. */
  UPLOAD_DIR: z.string().optional(),
  /** An OpenAI-compatible embeddings endpoint (or its API base) for matching; unset: the built-in model. */
  EMBEDDINGS_URL: z.string().url().optional(),
  EMBEDDINGS_MODEL: z.string().optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  /** The sentence model that orders the first suggestions by meaning, in a process of its own; off: word vectors only. */
  SENTENCE_MODEL: z.enum(["on", "off"]).default("on"),
  /** The API reference (/api/docs) and the OpenAPI document (/api/openapi.json): public, or off (404). */
  API_DOCS: z.enum(["public", "off"]).default("public"),
  /**
   * Browser tests only (refused unless NODE_ENV=test): comma-separated origins such as
   * http://127.0.0.1:4100 that the outbound-fetch guard lets through, for their local web pages.
   */
  TEST_FETCH_ALLOW_ORIGINS: z.string().optional(),
  /** ISO 4217 currency of service orders, e.g. usd. */
  PAYMENTS_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, "a three-letter ISO 4217 code such as usd")
    .transform((value) => value.toLowerCase())
    .default("usd"),
  /** How service orders are paid: manual (the agency's instructions, an admin marks paid) or stripe. */
  PAYMENTS_PROVIDER: z.enum(["manual", "stripe"]).default("manual"),
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Verifies the Stripe-Signature of POST /api/payments/stripe/webhook (whsec_...). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Tests only: the Stripe API's address (a local fake), e.g. http://127.0.0.1:4242. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Seconds between turning unready (/readyz 503) and closing on SIGTERM, while requests are still served. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /**
   * true: start the embedded database although it holds less than at its last clean stop (an operator
   * who accepts the loss; docs/operations.md). Unset: such a start is refused.
   */
  ACCEPT_DATA_LOSS: booleanFromEnv.default(false),
  /** Single sign-on through an OpenID Connect provider: all four or none (docs/security.md). */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** The provider's name on the button: "Sign in with <name>". */
  OIDC_NAME: z.string().max(60).optional(),
});

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** Redis shared by the app processes (rate limits); unset: this process's memory. */
  redisUrl: string | undefined;
  processRole: "web" | "worker" | "all";
  /** Runs the periodic work (news import, session purge) as pg-boss schedules in this process. */
  periodicWork: boolean;
  metricsToken: string | undefined;
  dataDir: string;
  /** Folder of the admin backups and data exports (BACKUP_DIR, else DATA_DIR/backups). */
  backupDir: string;
  /** Signs backups (BACKUP_SIGNING_KEY); unset: a key file generated in dataDir on first use. */
  backupSigningKey: string | undefined;
  /** Signs cookies (the known-device cookie); unset: a key file generated in dataDir on first use. */
  cookieSecret: string | undefined;
  /** Signs registration's proof-of-work challenges; unset: a key file generated in dataDir on first use. */
  registrationChallengeKey: string | undefined;
  adminEmails: string[];
  seedDemo: boolean;
  automationWebhookUrl: string | undefined;
  automationWebhookSecret: string | undefined;
  /** Runs the automation delivery worker in this process (off in API tests unless a test turns it on). */
  automationWorker: boolean;
  automationRetryLimit: number;
  automationRetryDelaySeconds: number;
  automationRetryDelayMaxSeconds: number;
  /** How often an idle worker looks for due retries; new events wake it at once. */
  automationPollSeconds: number;
  logLevel: string;
  /** Secure cookies: SECURE_COOKIES, else on when APP_URL starts with https://. */
  secureCookies: boolean;
  trustProxy: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** Sign-in and registration attempts allowed per client address and per account each window. */
  authRateLimit: number;
  /**
   * Multiplies the per-member allowances of posting, commenting, messaging and connection requests
   * (http/member-limits.ts). Never read from the environment: 1; benchmarks raise it, tests may lower it.
   */
  memberLimitScale: number;
  /** Milliseconds between news feed imports; 0 when off (always off in tests unless a test sets it). */
  newsImportIntervalMs: number;
  /**
   * Origins the outbound-fetch guard (http/safe-fetch.ts) lets through although they are local or on
   * another port. Tests set it for their local servers; the browser tests through
   * TEST_FETCH_ALLOW_ORIGINS, which is refused unless NODE_ENV=test.
   */
  fetchAllowOrigins: string[];
  /** Unset: the assistant answers with its built-in engine only. */
  assistantLlm: { url: string; model: string; apiKey: string | undefined } | undefined;
  /** Unset: outgoing mail is written to the server log instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The public base address of links in e-mails, without a trailing slash. */
  appUrl: string;
  /** Runs the outgoing-mail worker in this process (off in API tests unless a test turns it on). */
  mailWorker: boolean;
  /** Sending attempts after the first; the first retry waits mailRetryDelaySeconds, each later one doubles. */
  mailRetryLimit: number;
  mailRetryDelaySeconds: number;
  /** Folder of uploaded images (UPLOAD_DIR, else DATA_DIR/uploads). */
  uploadDir: string;
  /** Unset: matching compares meanings with its built-in word vectors only. */
  embeddings: { url: string; model: string; apiKey: string | undefined } | undefined;
  sentenceModel: boolean;
  /** Serve /api/docs and /api/openapi.json (API_DOCS=public, the default). */
  apiDocs: boolean;
  /** Milliseconds between the comment lines that keep an idle event stream open through proxies. */
  liveHeartbeatMs: number;
  /** Open event streams one member may hold (tabs, devices); one more closes their oldest. */
  liveStreamsPerMember: number;
  /** Milliseconds between checks that close event streams whose session ended (M1: within 5 s). */
  liveSessionCheckMs: number;
  clientDistDir: string;
  /** Lower-case ISO 4217 code of service orders. */
  paymentsCurrency: string;
  /** manual: the agency's instructions and an admin's mark_paid; stripe: Checkout and its signed webhook. */
  payments:
    | { provider: "manual" }
    | { provider: "stripe"; secretKey: string; webhookSecret: string; apiUrl: string | undefined };
  /** Milliseconds between turning unready and closing on SIGTERM (SHUTDOWN_DRAIN_SECONDS). */
  shutdownDrainMs: number;
  /** Start the embedded database although its last clean stop's manifest finds rows or tables missing. */
  acceptDataLoss: boolean;
  /** Single sign-on (OIDC_*); unset: password sign-in only. The redirect URI is APP_URL/api/auth/oidc/callback. */
  oidc: OidcConfig | undefined;
};

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string; name: string };

const OIDC_VARIABLES = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "OIDC_NAME"] as const;

/** True for localhost, 127.0.0.0/8 and ::1: the only hosts an http:// issuer may have (tests, local providers). */
export function isLoopbackHost(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The four OIDC_* variables: all four or none; an http:// issuer only on a loopback address. */
function parseOidc(e: Partial<Record<(typeof OIDC_VARIABLES)[number], string>>): OidcConfig | undefined {
  const missing = OIDC_VARIABLES.filter((name) => !e[name]?.trim());
  if (missing.length === OIDC_VARIABLES.length) return undefined;
  if (missing.length > 0) {
    throw new Error(
      `Invalid environment:\n  ${missing.join(", ")}: single sign-on needs all four of ${OIDC_VARIABLES.join(", ")} (or none)`,
    );
  }
  const issuer = new URL(e.OIDC_ISSUER as string);
  if (issuer.protocol !== "https:" && !(issuer.protocol === "http:" && isLoopbackHost(issuer.hostname))) {
    throw new Error(
      "Invalid environment:\n  OIDC_ISSUER: must start with https:// (http:// only on a loopback address such as 127.0.0.1)",
    );
  }
  return {
    issuer: (e.OIDC_ISSUER as string).trim(),
    clientId: (e.OIDC_CLIENT_ID as string).trim(),
    clientSecret: e.OIDC_CLIENT_SECRET as string,
    name: (e.OIDC_NAME as string).trim(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (DATABASE_URL= ...) means the same as an unset one.
  const setValues = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(setValues);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  if (e.AUTOMATION_WEBHOOK_URL && !e.AUTOMATION_WEBHOOK_SECRET) {
    throw new Error(
      "Invalid environment:\n  AUTOMATION_WEBHOOK_SECRET: required when AUTOMATION_WEBHOOK_URL is set (it signs the deliveries)",
    );
  }
  if (e.TEST_FETCH_ALLOW_ORIGINS && e.NODE_ENV !== "test") {
    throw new Error(
      "Invalid environment:\n  TEST_FETCH_ALLOW_ORIGINS: only for browser tests (NODE_ENV=test); it opens the fetch guard",
    );
  }
  if (e.PAYMENTS_PROVIDER === "stripe" && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      "Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: both required when PAYMENTS_PROVIDER=stripe",
    );
  }
  if (e.EMBEDDINGS_URL && !e.EMBEDDINGS_MODEL) {
    throw new Error("Invalid environment:\n  EMBEDDINGS_MODEL: required when EMBEDDINGS_URL is set");
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    processRole: e.PROCESS_ROLE,
    periodicWork: e.PROCESS_ROLE !== "web",
    metricsToken: e.METRICS_TOKEN,
    dataDir: path.resolve(e.DATA_DIR),
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, "backups")),
    backupSigningKey: e.BACKUP_SIGNING_KEY,
    cookieSecret: e.COOKIE_SECRET,
    registrationChallengeKey: e.REGISTRATION_CHALLENGE_KEY,
    adminEmails: e.ADMIN_EMAILS,
    seedDemo: e.SEED_DEMO,
    automationWebhookUrl: e.AUTOMATION_WEBHOOK_URL,
    automationWebhookSecret: e.AUTOMATION_WEBHOOK_SECRET,
    automationWorker: e.PROCESS_ROLE !== "web",
    automationRetryLimit: e.AUTOMATION_RETRY_LIMIT,
    automationRetryDelaySeconds: e.AUTOMATION_RETRY_DELAY_SECONDS,
    automationRetryDelayMaxSeconds: 3600,
    automationPollSeconds: 2,
    logLevel: e.LOG_LEVEL,
    secureCookies: e.SECURE_COOKIES ?? e.APP_URL?.startsWith("https://") ?? false,
    trustProxy: e.TRUST_PROXY,
    sessionIdleMs: e.SESSION_IDLE_DAYS * DAY_MS,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * DAY_MS,
    authRateLimit: e.LOGIN_RATE_LIMIT,
    memberLimitScale: e.MEMBER_LIMIT_SCALE,
    newsImportIntervalMs: e.NEWS_IMPORT_INTERVAL_MINUTES * 60 * 1000,
    fetchAllowOrigins: (e.TEST_FETCH_ALLOW_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
    assistantLlm: e.ASSISTANT_LLM_URL
      ? { url: e.ASSISTANT_LLM_URL, model: e.ASSISTANT_LLM_MODEL, apiKey: e.ASSISTANT_LLM_API_KEY }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    mailWorker: e.PROCESS_ROLE !== "web",
    mailRetryLimit: 6,
    mailRetryDelaySeconds: 30,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(e.DATA_DIR, "uploads")),
    embeddings:
      e.EMBEDDINGS_URL && e.EMBEDDINGS_MODEL
        ? { url: e.EMBEDDINGS_URL, model: e.EMBEDDINGS_MODEL, apiKey: e.EMBEDDINGS_API_KEY }
        : undefined,
    sentenceModel: e.SENTENCE_MODEL === "on",
    apiDocs: e.API_DOCS === "public",
    liveHeartbeatMs: 25_000,
    liveStreamsPerMember: 5,
    liveSessionCheckMs: 2_000,
    clientDistDir: path.resolve("dist/client"),
    paymentsCurrency: e.PAYMENTS_CURRENCY,
    payments:
      e.PAYMENTS_PROVIDER === "stripe" && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            provider: "stripe",
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : { provider: "manual" },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    acceptDataLoss: e.ACCEPT_DATA_LOSS,
    oidc: parseOidc(e),
  };
}

/** A config for tests: no environment is read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", SEED_DEMO: "false" }),
    adminEmails: ["admin@netwise.test"],
    // Tests never write a key file into the working folder's ./data.
    backupSigningKey: "test-backup-signing-key-not-for-production",
    cookieSecret: "test-cookie-secret-not-for-production",
    registrationChallengeKey: "test-registration-challenge-key-not-for-production",
    newsImportIntervalMs: 0,
    automationWorker: false,
    mailWorker: false,
    periodicWork: false,
    mailRetryDelaySeconds: 1,
    uploadDir: path.join(tmpdir(), `netwise-test-uploads-${process.pid}`),
    automationRetryDelaySeconds: 1,
    automationPollSeconds: 0.5,
    // API tests order suggestions by the word vectors alone; the order by meaning has its own tests
    // (matching/meaning-order.test.ts, the eval) and the browser tests run the server as shipped.
    sentenceModel: false,
    shutdownDrainMs: 0,
    ...overrides,
  };
}
