import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from "fastify";
import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResult,
} from "../../shared/contracts/endpoint";
import { requireAdmin, requireModerator, requireUser } from "./guards";

/** The request a handler of endpoint `E` receives: params, query and body already validated. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

type Hooks<Hook> = Hook | Hook[];

export type EndpointRouteOptions<E extends Endpoint> = {
  /** Who may call, before validation: `requireUser` / `requireAdmin` (required unless the endpoint is public). */
  onRequest?: Hooks<onRequestHookHandler>;
  /** A rate limit (`createLimit()`) and other checks after validation. */
  preHandler?: Hooks<preHandlerHookHandler>;
  bodyLimit?: number;
  config?: Record<string, unknown>;
  /** Returns the answer (the endpoint's status is already set), or sends it through `reply`. */
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointResult<E> | FastifyReply>;
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** The definition a route was registered from (`route()`); the OpenAPI document reads it. */
    endpoint?: Endpoint;
  }
}

const GUARDS = new Set<unknown>([requireUser, requireModerator, requireAdmin]);

/**
 * Registers the route of one endpoint in the current plugin (decision 0018). The plugin's prefix
 * must begin the endpoint's path (`/api/articles` registers `/api/articles/:slug` as `/:slug`). The
 * schemas (request and response) come from the definition, so Fastify validates the request and
 * the response serializer of decision 0017 writes the answer; the route file keeps only the guard,
 * the limits and the handler. A guarded endpoint without a guard (or a public one with one) is a
 * mistake caught at start.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<E>,
): void {
  const { prefix } = app;
  if (
    !endpoint.path.startsWith(prefix) ||
    !["", "/"].includes(endpoint.path.slice(prefix.length, prefix.length + 1))
  ) {
    throw new Error(`${endpoint.operationId}: ${endpoint.path} is not under the plugin's prefix ${prefix}`);
  }
  const guarded = [options.onRequest ?? []].flat().some((hook) => GUARDS.has(hook));
  if (endpoint.access !== "public" && !guarded) {
    throw new Error(
      `${endpoint.operationId} is for ${endpoint.access}s: give it requireUser, requireModerator or requireAdmin`,
    );
  }
  if (endpoint.access === "public" && guarded) {
    throw new Error(`${endpoint.operationId} is public but has a guard: change its access`);
  }
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    response: { [endpoint.status]: endpoint.response, ...endpoint.errors },
  };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const status = endpoint.status;
  const handler = options.handler as unknown as (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>;
  const routeOptions: RouteOptions = {
    method: endpoint.method,
    // The prefix itself registers without a trailing slash: one path per operation.
    url: endpoint.path.slice(prefix.length),
    schema,
    config: { ...options.config, endpoint },
    handler: async (request, reply) => {
      reply.code(status);
      const answer = await handler(request, reply);
      return status === 204 && answer === undefined ? null : answer;
    },
  };
  if (options.onRequest) routeOptions.onRequest = options.onRequest;
  if (options.preHandler) routeOptions.preHandler = options.preHandler;
  if (options.bodyLimit !== undefined) routeOptions.bodyLimit = options.bodyLimit;
  app.route(routeOptions);
}

/** The endpoint a registered route was made from, if it was (the OpenAPI transform reads it). */
export function endpointOfRoute(route: { config?: unknown }): Endpoint | undefined {
  return (route.config as { endpoint?: Endpoint } | undefined)?.endpoint;
}
