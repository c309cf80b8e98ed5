import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, parseApiError } from "./api-request";

function mockFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends credentials and no body or content type when none is given", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 200 }));
    await apiRequest("GET", "/api/auth/me");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/me");
    expect(init).toMatchObject({ method: "GET", credentials: "include", body: undefined, headers: {} });
  });

  it("sends a JSON body with a JSON content type", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/auth/logout", {});
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      body: "{}",
      headers: { "Content-Type": "application/json" },
    });
  });

  it("throws '<status>: <body text>' for a non-2xx answer", async () => {
    mockFetch(new Response('{"message":"Invalid email or password."}', { status: 401 }));
    await expect(apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "x" })).rejects.toThrow(
      '401: {"message":"Invalid email or password."}',
    );
  });

  it("falls back to the status text when the body is empty", async () => {
    mockFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/feed")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("parseApiError", () => {
  it("reads the status, message and issues of a JSON error", () => {
    const error = new Error(
      '409: {"message":"An account with this email already exists.","issues":[{"path":"email","message":"Taken"}]}',
    );
    expect(parseApiError(error)).toEqual({
      status: 409,
      message: "An account with this email already exists.",
      issues: [{ path: "email", message: "Taken" }],
    });
  });

  it("uses plain body text as the message", () => {
    expect(parseApiError(new Error("502: Bad Gateway"))).toEqual({
      status: 502,
      message: "Bad Gateway",
      issues: [],
    });
  });

  it("returns nothing for errors that did not come from an answer", () => {
    expect(parseApiError(new TypeError("Failed to fetch"))).toEqual({
      status: null,
      message: null,
      issues: [],
    });
    expect(parseApiError("oops")).toEqual({ status: null, message: null, issues: [] });
  });
});
