import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { createTestApp, type TestContext } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";

type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, unknown>;
};
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { securitySchemes?: Record<string, unknown> };
};

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

/** "/api/feed/:id" as OpenAPI writes it: "/api/feed/{id}". */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, "{$1}").replace(/(.)\/$/, "$1");

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await createTestApp();
  const response = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => ctx.close());

describe("GET /api/openapi.json", () => {
  it("lists every /api route the app registers, with its method", async () => {
    const routes: RouteOptions[] = [];
    const database = await openTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: testConfig(),
      onRoute: (route) => routes.push(route),
    });
    try {
      // Left out on purpose: the wildcard that only refuses names. A plugin's "/" route is written without its slash.
      const apiRoutes = routes.filter(
        (route) =>
          route.url.startsWith("/api/") &&
          route.url !== "/api/openapi.json" &&
          !route.url.startsWith("/api/docs") &&
          !route.url.includes("*"),
      );
      expect(apiRoutes.length).toBeGreaterThan(50);
      const missing: string[] = [];
      for (const route of apiRoutes) {
        for (const method of [route.method].flat()) {
          if (method === "HEAD") continue;
          if (!document.paths[openApiPath(route.url)]?.[method.toLowerCase()])
            missing.push(`${method} ${route.url}`);
        }
      }
      expect(missing).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("describes parameters, bodies and responses from the zod contracts", () => {
    expect(document.openapi).toMatch(/^3\./);
    const login = document.paths["/api/auth/login"]?.post;
    expect(login?.requestBody).toMatchObject({
      content: {
        "application/json": {
          schema: { properties: { email: expect.any(Object), password: expect.any(Object) } },
        },
      },
    });
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401", "429"]));
    const article = document.paths["/api/articles/{slug}"]?.get;
    expect(article?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: "path", name: "slug", required: true })]),
    );
    expect(Object.keys(document.paths).every((path) => path.startsWith("/api/"))).toBe(true);
  });
});

describe("the OpenAPI document as a contract (decision 0018)", () => {
  it("names, sums up and tags every operation, with unique operationIds", () => {
    const all = operations(document);
    const unnamed = all.filter(
      ({ operation }) => !operation.operationId || !operation.summary || !operation.tags?.length,
    );
    expect(unnamed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths["/api/articles"]?.get).toMatchObject({
      operationId: "listArticles",
      tags: ["news"],
    });
  });

  it("asks for the session cookie where a route needs a session, and for nothing on public ones", () => {
    expect(document.components?.securitySchemes?.cookieAuth).toMatchObject({ type: "apiKey", in: "cookie" });
    const cookie = [{ cookieAuth: [] }];
    expect(document.paths["/api/articles/bookmarked"]?.get?.security).toEqual(cookie);
    expect(document.paths["/api/admin/banners"]?.post?.security).toEqual(cookie);
    expect(document.paths["/api/shorten"]?.post?.security).toEqual(cookie);
    expect(document.paths["/api/articles"]?.get?.security).toEqual([]);
    expect(document.paths["/api/banners/active"]?.get?.security).toEqual([]);
    // Not yet converted: the security comes from the route's guard.
    expect(document.paths["/api/profile/avatar"]?.post?.security).toEqual(cookie);
    expect(document.paths["/api/auth/login"]?.post?.security).toEqual([]);
  });

  it("describes uploads as multipart/form-data, with no trailing-slash paths and no nullable siblings", () => {
    for (const path of [
      "/api/profile/avatar",
      "/api/businesses/{id}/logo",
      "/api/businesses/{id}/cover",
      "/api/feed/images",
    ]) {
      expect(Object.keys(document.paths[path]?.post?.requestBody?.content ?? {}), path).toEqual([
        "multipart/form-data",
      ]);
    }
    expect(Object.keys(document.paths).filter((path) => path.endsWith("/"))).toEqual([]);
    expect(JSON.stringify(document)).not.toContain('"nullable"');
  });
});

describe("GET /api/docs", () => {
  it("serves an HTML reference that reads the document", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toContain("/api/openapi.json");
    // Its one inline script is allowed by its hash, on this page only.
    expect(String(response.headers["content-security-policy"])).toMatch(/script-src 'self' 'sha256-[^']+'/);
    const other = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(String(other.headers["content-security-policy"])).not.toContain("sha256-");
  });

  it("serves the reference's script from this origin and sends /api/docs to /api/docs/", async () => {
    const script = await ctx.app.inject({ method: "GET", url: "/api/docs/js/scalar.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/application\/javascript/);
    expect(script.body.length).toBeGreaterThan(1_000_000);
    const bare = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe("/api/docs/");
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/docs/nothing-here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String) });
  });

  it("serves neither the reference nor the document with API_DOCS=off", async () => {
    const closed = await createTestApp({ apiDocs: false });
    try {
      for (const url of ["/api/docs/", "/api/openapi.json"]) {
        const answer = await closed.app.inject({ method: "GET", url });
        expect(answer.statusCode, url).toBe(404);
      }
    } finally {
      await closed.close();
    }
  });
});
