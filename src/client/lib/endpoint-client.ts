import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointItem,
  type EndpointListExtra,
  endpointSearch,
  endpointUrl,
} from "@shared/contracts/endpoint";
import { throwIfResNotOk } from "./api-request";
import { useCursorPages } from "./use-cursor-pages";

/**
 * The one typed client (decision 0018): every call names its endpoint's definition from
 * `shared/contracts/<area>.ts`, so the method, the path, what is sent and what comes back are written
 * once, on the server's side. A non-2xx answer throws `Error("<status>: <body text>")` as `apiRequest` does.
 */
type CallOptions = { signal?: AbortSignal };

type InputArgs<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

type Parts = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The URL of an endpoint with its path parameters and query filled in. */
export function urlOf<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): string {
  const parts = (input ?? {}) as Parts;
  return endpointUrl(endpoint.path, parts.params) + endpointSearch(parts.query);
}

async function answerOf<E extends Endpoint>(endpoint: E, res: Response): Promise<EndpointAnswer<E>> {
  await throwIfResNotOk(res);
  if (endpoint.status === 204 || res.status === 204) return null as EndpointAnswer<E>;
  return (await res.json()) as EndpointAnswer<E>;
}

function send<E extends Endpoint>(endpoint: E, ...[input, options]: InputArgs<E>): Promise<Response> {
  const parts = (input ?? {}) as Parts;
  const hasBody = parts.body !== undefined;
  return fetch(endpointUrl(endpoint.path, parts.params) + endpointSearch(parts.query), {
    method: endpoint.method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : {},
    body: hasBody ? JSON.stringify(parts.body) : undefined,
    signal: options?.signal,
  });
}

/** Calls one endpoint: `call(newsEndpoints.readArticle, { params: { slug } })`. */
export async function call<E extends Endpoint>(
  endpoint: E,
  ...args: InputArgs<E>
): Promise<EndpointAnswer<E>> {
  return answerOf(endpoint, await send(endpoint, ...args));
}

/**
 * Calls one endpoint and also tells which successful status answered, for the few endpoints whose
 * 200 and 201 mean different things (a report made now, or one made before).
 */
export async function callWithStatus<E extends Endpoint>(
  endpoint: E,
  ...args: InputArgs<E>
): Promise<{ status: number; answer: EndpointAnswer<E> }> {
  const res = await send(endpoint, ...args);
  return { status: res.status, answer: await answerOf(endpoint, res) };
}

/** Sends one file as multipart/form-data in the endpoint's upload field. */
export async function upload<E extends Endpoint & { upload: { field: string } }>(
  endpoint: E,
  file: Blob,
  options: { fileName?: string; params?: EndpointInput<E>["params"] } = {},
): Promise<EndpointAnswer<E>> {
  const form = new FormData();
  form.append(endpoint.upload.field, file, options.fileName ?? (file instanceof File ? file.name : "upload"));
  const res = await fetch(endpointUrl(endpoint.path, options.params as Record<string, unknown> | undefined), {
    method: endpoint.method,
    credentials: "include",
    body: form,
  });
  return answerOf(endpoint, res);
}

type ListQuery<E extends Endpoint> = Omit<NonNullable<EndpointInput<E>["query"]>, "cursor">;

export type ListOptions<E extends Endpoint> = {
  /** The cache key (the feature's `queryKeys`); by default the path and the query. */
  queryKey?: readonly unknown[];
  /** Path parameters of a list under one thing (`/api/businesses/:id/reviews`). */
  params?: EndpointInput<E>["params"];
  enabled?: boolean;
  refetchOnMount?: boolean | "always";
};

/**
 * A keyset list, page after page (`fetchNextPage` while `hasNextPage`), through the one
 * `useCursorPages`: `data.pages` holds `{ items, nextCursor, total }` typed by the endpoint's items.
 */
export function useList<E extends Endpoint & { method: "GET"; list: string }>(
  endpoint: E,
  query: ListQuery<E> = {} as ListQuery<E>,
  options: ListOptions<E> = {},
) {
  const path = endpointUrl(endpoint.path, options.params as Record<string, unknown> | undefined);
  return useCursorPages<EndpointItem<E>, EndpointListExtra<E>>({
    queryKey: options.queryKey ?? [path, query],
    path,
    key: endpoint.list,
    params: query as Record<string, string | number | undefined>,
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
    ...(options.refetchOnMount === undefined ? {} : { refetchOnMount: options.refetchOnMount }),
  });
}
