export type FeedFetchLimits = { timeoutMs: number; maxBytes: number; signal?: AbortSignal | undefined };

export const DEFAULT_FEED_LIMITS: FeedFetchLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };

/** Downloads a feed as text: a timeout that covers the whole body, and a byte cap checked while reading. */
export async function fetchFeedText(
  url: string,
  limits: FeedFetchLimits = DEFAULT_FEED_LIMITS,
): Promise<string> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = limits.signal ? AbortSignal.any([timeout, limits.signal]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, {
      signal,
      redirect: "follow",
      headers: {
        accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
        "user-agent": "NetwiseNewsImporter/1.0",
      },
    });
  } catch (error) {
    throw new Error(timeout.aborted ? `timed out after ${limits.timeoutMs} ms` : describeError(error));
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`the server answered HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > limits.maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`the feed is larger than ${limits.maxBytes} bytes`);
  }
  if (!response.body) return "";

  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limits.maxBytes) {
        await reader.cancel().catch(() => {});
        throw new Error(`the feed is larger than ${limits.maxBytes} bytes`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (timeout.aborted) throw new Error(`timed out after ${limits.timeoutMs} ms`);
    throw error instanceof Error ? error : new Error(describeError(error));
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { message?: string } }).cause?.message;
    return cause ? `${error.message} (${cause})` : error.message;
  }
  return String(error);
}
