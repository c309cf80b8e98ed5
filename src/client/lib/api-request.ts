export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Throws `Error("<status>: <body text or status text>")` for a non-2xx answer (docs/product.md, Errors). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * Every call of the client goes through here: credentials always included, a JSON body and its
 * content type only when a body is given.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfResNotOk(res);
  return res;
}

/** A GET whose JSON answer is typed by the caller; TanStack Query passes its abort signal. */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: "include", signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/**
 * One page of a list as the client keeps it: the items, the next page's cursor, a total when sent,
 * and whatever else the answer carries beside them (`extra`, e.g. a count of hidden items).
 */
export type CursorPage<T, Extra = Record<string, unknown>> = {
  items: T[];
  nextCursor: string | null;
  total: number | null;
  extra?: Extra;
};

/**
 * GET one page of a list. Every list answers `{ <key>: [...], nextCursor, total? }` (decision 0014);
 * empty parameters are left out, and `cursor` is added for every page after the first.
 */
export async function fetchCursorPage<T>(
  path: string,
  key: string,
  params: Record<string, string | number | undefined>,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<T>> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") query.set(name, String(value));
  }
  if (cursor) query.set("cursor", cursor);
  const search = query.toString();
  const body = await getJson<Record<string, unknown>>(search ? `${path}?${search}` : path, signal);
  const { [key]: items, nextCursor, total, ...extra } = body;
  return {
    items: (items ?? []) as T[],
    nextCursor: typeof nextCursor === "string" ? nextCursor : null,
    total: typeof total === "number" ? total : null,
    extra,
  };
}

export type ApiErrorInfo = {
  status: number | null;
  message: string | null;
  issues: { path: string; message: string }[];
};

/** Reads status and server message back out of an error thrown by `apiRequest`. */
export function parseApiError(error: unknown): ApiErrorInfo {
  const empty: ApiErrorInfo = { status: null, message: null, issues: [] };
  if (!(error instanceof Error)) return empty;
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) return empty;
  const status = Number(match[1]);
  const text = match[2] ?? "";
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object") {
      const record = parsed as { message?: unknown; issues?: unknown };
      const issues = Array.isArray(record.issues)
        ? record.issues.filter(
            (issue): issue is { path: string; message: string } =>
              typeof issue?.path === "string" && typeof issue?.message === "string",
          )
        : [];
      return { status, message: typeof record.message === "string" ? record.message : null, issues };
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return { status, message: text || null, issues: [] };
}
