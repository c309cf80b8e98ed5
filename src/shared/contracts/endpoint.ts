import type { z } from "zod";
import type { errorResponseSchema } from "./common";

/**
 * One endpoint, defined once in its area's contract (decision 0018): the server registers its route
 * from it (`server/http/endpoint-route.ts`), the client calls it through it (`client/lib/endpoint-client.ts`)
 * and the OpenAPI document describes it from it. Paths are written the way Fastify reads them
 * (`/api/articles/:slug`).
 */
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Who may call: anyone (a session, when present, may change the answer), a signed-in member, a moderator (admins are moderators too), an admin. */
export type EndpointAccess = "public" | "member" | "moderator" | "admin";

/** The error answers an endpoint may give, each `{ message, issues? }`: build it with `errorResponses()`. */
export type EndpointErrors = Partial<Record<number, typeof errorResponseSchema>>;

export type Endpoint = {
  method: HttpMethod;
  path: `/api/${string}`;
  /** Unique across the API, camelCase, a verb first: `listArticles`, `createBanner`. */
  operationId: string;
  /** One line a reader of the API reference understands. */
  summary: string;
  /** The area (`news`, `banners`): groups operations in the reference. */
  tags: readonly [string, ...string[]];
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data upload of one file in this form field (no JSON body). */
  upload?: { field: string };
  /** The status of a successful answer. */
  status: 200 | 201 | 202 | 204;
  /** The successful answer; `z.null()` with 204. */
  response: z.ZodType;
  errors: EndpointErrors;
  /** A keyset list: the answer is `{ [list]: [...], nextCursor, total? }` (decision 0014). */
  list?: string;
};

/** Keeps the literal types of a definition (its path, its schemas) for the server and client helpers. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E): E => endpoint;

type Schema<S> = S extends z.ZodType ? S : never;

/** What the server's handler receives after validation. */
export type EndpointParams<E extends Endpoint> = z.output<Schema<E["params"]>>;
export type EndpointQuery<E extends Endpoint> = z.output<Schema<E["query"]>>;
export type EndpointBody<E extends Endpoint> = z.output<Schema<E["body"]>>;
/** What the handler returns (Dates), before the response schema encodes it. */
export type EndpointResult<E extends Endpoint> = z.output<E["response"]>;
/** What the client receives on the wire (ISO strings). */
export type EndpointAnswer<E extends Endpoint> = z.input<E["response"]>;

type InputPart<Key extends string, S> = S extends z.ZodType
  ? Record<never, never> extends z.input<S>
    ? { [K in Key]?: z.input<S> }
    : { [K in Key]: z.input<S> }
  : { [K in Key]?: never };

/** What a client passes to call an endpoint: `{ params, query, body }` as its schemas accept them. */
export type EndpointInput<E extends Endpoint> = InputPart<"params", E["params"]> &
  InputPart<"query", E["query"]> &
  InputPart<"body", E["body"]>;

/** One item of a list endpoint's answer. */
export type EndpointItem<E extends Endpoint> = E["list"] extends keyof EndpointAnswer<E>
  ? EndpointAnswer<E>[E["list"]] extends readonly (infer Item)[]
    ? Item
    : never
  : never;

/** What a list endpoint's page carries beside its items, cursor and total (a count, a flag). */
export type EndpointListExtra<E extends Endpoint> = Omit<
  EndpointAnswer<E>,
  (E["list"] & string) | "nextCursor" | "total"
>;

/** `/api/articles/:slug` with `{ slug: "a b" }` → `/api/articles/a%20b`. */
export function endpointUrl(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from a query object; undefined, null and empty values are left out. */
export function endpointSearch(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
