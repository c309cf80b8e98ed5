import { createHash } from "node:crypto";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { endpointOfRoute } from "./endpoint-route";
import { requireAdmin, requireUser } from "./guards";

/**
 * Collects every route's zod schemas (through the type provider's transform) into an OpenAPI 3 document.
 * Registered before the routes; the document and its reference page are served by {@link serveOpenApi}.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      // 3.1: a nullable value is `type: [..., "null"]`, never a `nullable` sibling.
      openapi: "3.1.0",
      info: {
        title: "Netwise API",
        version: "1",
        description:
          "JSON API of Netwise. Signed-in calls carry the netwise_session cookie (the `cookieAuth` scheme); changes need a same-origin Origin header. Errors are { message, issues? }. Lists answer { <things>: [...], nextCursor } and take `cursor` for the next page.",
        license: { name: "Proprietary", identifier: "LicenseRef-Netwise" },
      },
      servers: [{ url: "/", description: "This server" }],
      components: {
        securitySchemes: {
          cookieAuth: {
            type: "apiKey",
            in: "cookie",
            name: "netwise_session",
            description: "The session cookie set by POST /api/auth/login.",
          },
        },
      },
    },
    transform: describeOperation,
  });
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Operation = Record<string, unknown> & {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  hide?: boolean;
  body?: unknown;
  consumes?: string[];
};

/**
 * Uploads still registered without a definition (decision 0018), answered as multipart/form-data
 * with one image in the field `file`: the document says so until their areas move to `route()`.
 */
const UNCONVERTED_UPLOADS = new Set(["POST /api/feed/images"]);

const multipartBody = (field: string) => ({
  type: "object",
  properties: { [field]: { type: "string", format: "binary", description: "The image (JPEG, PNG or WebP)" } },
  required: [field],
});

/** `GET /api/admin/users/:id` → `getAdminUsersById`: the interim operationId of a route without a definition. */
export function derivedOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, "")
    .split("/")
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(":") ? ["by", segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean),
    );
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
  return `${method.toLowerCase()}${camel}`;
}

const isGuard = (hook: unknown) =>
  hook === requireUser ||
  hook === requireAdmin ||
  (typeof hook === "function" && /^require[A-Z]/.test(hook.name));

/**
 * The type provider's zod → JSON Schema transform, then each operation's name, summary, tag and
 * security: from the endpoint's definition when the route was registered by `route()`, else derived
 * from its method, path and guard (the interim for areas not yet converted, decision 0018). A
 * plugin's "/" route is written without the trailing slash: one path per operation.
 * A public operation says so with an empty `security`.
 */
function describeOperation(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const { route } = input;
  // A wildcard route only refuses names the real route cannot hold (`/download/*`): not an operation.
  if (input.url.includes("*")) return { ...result, schema: { ...(result.schema as Operation), hide: true } };
  // Fastify reports a plugin's "/" route with the prefix and a slash; it answers without one too.
  const url =
    input.url.length > "/api/".length && input.url.endsWith("/") ? input.url.slice(0, -1) : input.url;
  const method = [route.method].flat()[0] ?? "GET";
  const schema: Operation = { ...(result.schema as Operation) };
  const endpoint = endpointOfRoute(route);
  const guarded = endpoint
    ? endpoint.access !== "public"
    : [route.onRequest ?? []].flat().some((hook) => isGuard(hook));
  if (endpoint) {
    schema.operationId = endpoint.operationId;
    schema.summary = endpoint.summary;
    schema.tags = [...endpoint.tags];
  } else {
    schema.operationId ??= derivedOperationId(method, url);
    schema.summary ??= `${method} ${url.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;
    schema.tags ??= [url.split("/")[2] ?? "api"];
  }
  schema.security = guarded ? [{ cookieAuth: [] }] : [];
  const uploadField =
    endpoint?.upload?.field ?? (UNCONVERTED_UPLOADS.has(`${method} ${url}`) ? "file" : null);
  if (uploadField) {
    schema.consumes = ["multipart/form-data"];
    schema.body = multipartBody(uploadField);
  }
  return { ...result, url, schema };
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
