import { bannerEndpoints } from "@shared/contracts/banners";
import { newsEndpoints } from "@shared/contracts/news";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call, urlOf } from "./endpoint-client";

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response.clone());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("call", () => {
  it("fills the path, leaves empty query values out and sends no body to a GET", async () => {
    const fetchMock = mockFetch(new Response('{"articles":[],"total":0,"nextCursor":null}'));
    const answer = await call(newsEndpoints.listArticles, {
      query: { search: "", category: "Technology", limit: 5 },
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/articles?category=Technology&limit=5");
    expect(init).toMatchObject({ method: "GET", credentials: "include", body: undefined, headers: {} });
    expect(answer).toEqual({ articles: [], total: 0, nextCursor: null });
  });

  it("encodes path parameters and sends a JSON body with its content type", async () => {
    const fetchMock = mockFetch(new Response("{}"));
    await call(newsEndpoints.shareArticle, { params: { id: 7 }, body: { channel: "link" } });
    await call(newsEndpoints.readArticle, { params: { slug: "a b/c" } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/articles/7/share");
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: "POST",
      body: '{"channel":"link"}',
      headers: { "Content-Type": "application/json" },
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/articles/a%20b%2Fc");
  });

  it("answers null to a 204 and throws '<status>: <body>' on an error", async () => {
    mockFetch(new Response(null, { status: 204 }));
    expect(await call(bannerEndpoints.recordBannerClick, { params: { id: 3 } })).toBeNull();
    mockFetch(new Response('{"message":"Banner not found."}', { status: 404 }));
    await expect(call(bannerEndpoints.recordBannerClick, { params: { id: 3 } })).rejects.toThrow(
      '404: {"message":"Banner not found."}',
    );
  });

  it("refuses to call a path whose parameter is missing", () => {
    expect(() => urlOf(newsEndpoints.readArticle, { params: { slug: "" } })).toThrow(/slug/);
  });
});
