import { createHash } from "node:crypto";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * Collects every route's zod schemas (through the type provider's transform) into an OpenAPI 3 document.
 * Registered before the routes; the document and its reference page are served by {@link serveOpenApi}.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.0.3",
      info: {
        title: "Netwise API",
        version: "1",
        description:
          "JSON API of Netwise. Signed-in calls carry the netwise_session cookie; changes need a same-origin Origin header. Errors are { message, issues? }.",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "netwise_session" } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** GET /api/openapi.json (only the /api routes) and GET /api/docs, an HTML reference of it. */
export async function serveOpenApi(app: FastifyInstance) {
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => {
    const document = app.swagger() as { paths?: Record<string, unknown> };
    const paths = Object.fromEntries(
      Object.entries(document.paths ?? {}).filter(([path]) => path.startsWith("/api/")),
    );
    return { ...document, paths };
  });
  // The reference page starts itself with one inline script; the app's CSP allows exactly that script.
  // The hook lives in the reference's own scope: no other answer runs it.
  await app.register(async (docs) => {
    docs.addHook("onSend", async (request, reply, payload) => {
      if (!request.url.startsWith("/api/docs") || typeof payload !== "string") return payload;
      const hashes = [...payload.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
        .map((match) => match[1] ?? "")
        .filter((code) => code.trim() !== "")
        .map((code) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`);
      const policy = String(reply.getHeader("content-security-policy") ?? "");
      if (hashes.length > 0 && policy) {
        reply.header(
          "content-security-policy",
          policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(" ")}`),
        );
      }
      return payload;
    });
    const reference = lazyReference();
    docs.get("/api/docs", { schema: { hide: true } }, (_request, reply) => reply.redirect("/api/docs/", 301));
    docs.get("/api/docs/*", { schema: { hide: true } }, async (request, reply) => {
      const answer = await (await reference()).inject({ method: "GET", url: request.url });
      if (answer.statusCode === 404) return reply.callNotFound();
      const contentType = answer.headers["content-type"];
      if (contentType) reply.header("content-type", contentType);
      return reply.code(answer.statusCode).send(answer.body);
    });
  });
}

/**
 * The Scalar reference page, loaded on its first visit: the package inlines its 5 MB browser script,
 * which held about 21 MB of heap (30 MB of RSS) from start in every process that never serves it.
 * It runs in a Fastify instance of its own that the docs routes ask; its answers pass through the
 * app's hooks (security headers, the CSP hash above) like any other.
 */
function lazyReference() {
  let reference: Promise<FastifyInstance> | null = null;
  return () => {
    reference ??= (async () => {
      const { default: apiReference } = await import("@scalar/fastify-api-reference");
      const instance = Fastify({ logger: false });
      await instance.register(apiReference, {
        routePrefix: "/api/docs",
        // No fonts from Scalar's servers: the CSP keeps every request on this origin.
        configuration: { url: "/api/openapi.json", title: "Netwise API", withDefaultFonts: false },
      });
      await instance.ready();
      return instance;
    })();
    return reference;
  };
}
