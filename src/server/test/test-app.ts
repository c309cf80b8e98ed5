import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { type AppServices, buildApp } from "../app";
import { type Config, testConfig } from "../config";
import type { Database } from "../db/client";
import { DEFAULT_TEST_PASSWORD, insertUser, type NewUser } from "../db/seed/factories";
import type { Outbox } from "../jobs/outbox";
import type { PhraseModels } from "../modules/matching/embeddings/phrase-vectors";
import { openTestDatabase } from "./test-database";

export const TEST_HOST = "netwise.test";
export const TEST_ORIGIN = `http://${TEST_HOST}`;

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The app's outbox and models, for tests that call a service (or createNotification) directly. */
  outbox: Outbox;
  phraseModels: PhraseModels;
  /** Every registered route with its options (method, url, schema, hooks), in registration order. */
  routes: RouteOptions[];
  close(): Promise<void>;
};

/** A real app on a fresh migrated database; nothing binds a port (requests go through inject). */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const routes: RouteOptions[] = [];
  let services: AppServices | undefined;
  const app = await buildApp({
    db: database.db,
    config,
    onRoute: (route) => routes.push(route),
    onServices: (built) => {
      services = built;
    },
  });
  await app.ready();
  if (!services) throw new Error("buildApp did not report its services");
  return {
    app,
    db: database.db,
    config,
    ...services,
    routes,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type RequestOptions = { cookie?: string | undefined; headers?: Record<string, string>; ip?: string };

/** A browser-like client: same-origin Origin header, JSON bodies, and a cookie jar of one session. */
export class TestClient {
  cookie: string | undefined;
  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: { ip?: string } = {},
  ) {}

  async request(method: InjectOptions["method"], url: string, body?: unknown, options: RequestOptions = {}) {
    const headers: Record<string, string> = { host: TEST_HOST, origin: TEST_ORIGIN, ...options.headers };
    const cookie = options.cookie ?? this.cookie;
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const response = await this.app.inject({
      method,
      url,
      headers,
      remoteAddress: options.ip ?? this.defaults.ip ?? "127.0.0.1",
      ...(body !== undefined
        ? { payload: typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body) }
        : {}),
    });
    this.rememberSession(response);
    return response;
  }

  get = (url: string, options?: RequestOptions) => this.request("GET", url, undefined, options);
  post = (url: string, body?: unknown, options?: RequestOptions) => this.request("POST", url, body, options);
  put = (url: string, body?: unknown, options?: RequestOptions) => this.request("PUT", url, body, options);
  patch = (url: string, body?: unknown, options?: RequestOptions) =>
    this.request("PATCH", url, body, options);
  delete = (url: string, options?: RequestOptions) => this.request("DELETE", url, undefined, options);

  private rememberSession(response: LightMyRequestResponse) {
    const session = response.cookies.find((cookie) => cookie.name === "netwise_session");
    if (!session) return;
    const expired = session.value === "" || (session.maxAge !== undefined && session.maxAge <= 0);
    this.cookie = expired ? undefined : `netwise_session=${session.value}`;
  }
}

/**
 * A new member (or, with role admin, an administrator) made by the factory, and a client signed in
 * as them through the real login route. A client address may be given to keep rate limits apart.
 */
export async function signedInMember(
  ctx: TestContext,
  overrides: Partial<NewUser> = {},
  options: { ip?: string } = {},
) {
  const user = await insertUser(ctx.db, overrides);
  const client = new TestClient(ctx.app, options);
  const login = await client.post("/api/auth/login", { email: user.email, password: DEFAULT_TEST_PASSWORD });
  if (login.statusCode !== 200)
    throw new Error(`sign-in of a test member failed: ${login.statusCode} ${login.body}`);
  return { user, client };
}

export type SignedInMember = Awaited<ReturnType<typeof signedInMember>>;

/** A signed-in administrator and a signed-in member, both made by the factory. */
export async function signedInAdminAndMember(ctx: TestContext) {
  const admin = await signedInMember(ctx, { role: "admin" });
  const member = await signedInMember(ctx);
  return { admin, member };
}
