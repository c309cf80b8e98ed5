import { type SafeFetchOptions, safeFetch } from "../../http/safe-fetch";

export type RssFetchLimits = Pick<SafeFetchOptions, "timeoutMs" | "maxBytes" | "signal" | "allowOrigins">;

export const DEFAULT_RSS_FETCH_LIMITS: RssFetchLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };

/** Downloads a feed as text through the SSRF guard (public addresses only, capped, timed out). */
export async function fetchRssText(
  url: string,
  limits: RssFetchLimits = DEFAULT_RSS_FETCH_LIMITS,
): Promise<string> {
  const response = await safeFetch(url, {
    ...limits,
    headers: {
      accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
      "user-agent": "NetwiseNewsImporter/1.0",
    },
  });
  return new TextDecoder("utf-8").decode(response.body);
}
