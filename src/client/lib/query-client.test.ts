import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getQueryFn, queryClient } from "./query-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

function runQuery<T>(on401: "throw" | "returnNull", queryKey: string[]) {
  const queryFn = getQueryFn<T>({ on401 });
  const client = new QueryClient();
  return client.fetchQuery({ queryKey, queryFn, retry: false });
}

describe("queryClient defaults (docs/product.md, Limits)", () => {
  it("never goes stale, never refetches on focus or on an interval, never retries", () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
    expect(queries?.queryFn).toBeTypeOf("function");
  });
});

describe("getQueryFn", () => {
  it("GETs the query key joined as a path, with credentials", async () => {
    const fetchMock = vi.fn(async () => new Response('[{"id":1}]', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(runQuery("throw", ["/api/businesses", "7", "reviews"])).resolves.toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/businesses/7/reviews",
      expect.objectContaining({ credentials: "include" }),
    );
  });

  it("throws on 401 by default", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"message":"Sign in to continue."}', { status: 401 }));
    await expect(runQuery("throw", ["/api/dashboard/stats"])).rejects.toThrow("401: ");
  });

  it("returns null on 401 when asked to (the current-user query)", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"message":"Sign in to continue."}', { status: 401 }));
    await expect(runQuery("returnNull", ["/api/auth/me"])).resolves.toBeNull();
  });
});
