import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import { globalHttpAgent, globalHttpsAgent } from "request-filtering-agent";

/**
 * The one way the server fetches an address a user or an admin typed (news feeds, link previews):
 * - only http(s) on ports 80 and 443;
 * - every hop's host is resolved and refused when any address is loopback, private, link-local,
 *   CGNAT, multicast, unspecified or otherwise not public unicast (cloud metadata included) — the
 *   check runs at connect time, on the address actually dialled, so DNS rebinding cannot slip by;
 * - redirects are followed by hand, at most MAX_REDIRECTS, each target checked again;
 * - one timeout covers every hop and the body; the body is capped while it is read;
 * - errors say what happened in words safe to show, never the socket error (no port mapping).
 */

export const MAX_REDIRECTS = 3;
const ALLOWED_PORTS = new Set(["", "80", "443"]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type SafeFetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  signal?: AbortSignal | undefined;
  headers?: Record<string, string>;
  /**
   * Origins (`http://127.0.0.1:4100`) exempt from the address and port checks. Only tests set it
   * (config.fetchAllowOrigins), so their local servers can stand in for the internet.
   */
  allowOrigins?: readonly string[];
};

export type SafeFetchResponse = { url: string; status: number; headers: IncomingHttpHeaders; body: Buffer };

export type SafeFetchFailure = "refused" | "unreachable" | "timeout" | "too_large" | "redirects" | "status";

/** A fetch that did not succeed; `message` is safe to store and show to the admin or member. */
export class SafeFetchError extends Error {
  constructor(
    readonly reason: SafeFetchFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SafeFetchError";
  }
}

const REFUSED = "only public http(s) addresses on the standard ports can be fetched";
const UNREACHABLE = "the address could not be reached";

/** Throws unless the address may be fetched at all (scheme, port); the host is checked on connect. */
export function checkFetchableUrl(raw: string, allowOrigins: readonly string[] = []): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError("refused", "the address is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SafeFetchError("refused", REFUSED);
  if (url.username || url.password) throw new SafeFetchError("refused", REFUSED);
  if (!allowOrigins.includes(url.origin) && !ALLOWED_PORTS.has(url.port))
    throw new SafeFetchError("refused", REFUSED);
  return url;
}

export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<SafeFetchResponse> {
  const allowOrigins = options.allowOrigins ?? [];
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  let url = checkFetchableUrl(raw, allowOrigins);
  for (let hop = 0; ; hop++) {
    const response = await request(url, options, allowOrigins.includes(url.origin), signal, timeout);
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(response.statusCode ?? 0) && location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new SafeFetchError("redirects", "the address redirects too many times");
      let next: string;
      try {
        next = new URL(location, url).toString();
      } catch {
        throw new SafeFetchError("unreachable", UNREACHABLE);
      }
      url = checkFetchableUrl(next, allowOrigins);
      continue;
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status > 299) {
      response.resume();
      throw new SafeFetchError("status", `the server answered HTTP ${status}`, status);
    }
    const body = await readCapped(response, options, timeout);
    return { url: url.toString(), status, headers: response.headers, body };
  }
}

function request(
  url: URL,
  options: SafeFetchOptions,
  isAllowListed: boolean,
  signal: AbortSignal,
  timeout: AbortSignal,
): Promise<IncomingMessage> {
  const isHttps = url.protocol === "https:";
  const client = isHttps ? https : http;
  const filteringAgent = isHttps ? globalHttpsAgent : globalHttpAgent;
  const agent = isAllowListed ? undefined : filteringAgent;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(
      url,
      { agent, signal, headers: { "accept-encoding": "identity", ...options.headers } },
      resolve,
    );
    outgoing.on("error", (error) => {
      if (timeout.aborted) reject(timedOut(options));
      else if (isBlockedAddress(error)) reject(new SafeFetchError("refused", REFUSED));
      else if (signal.aborted) reject(new SafeFetchError("unreachable", "the fetch was cancelled"));
      else reject(new SafeFetchError("unreachable", UNREACHABLE));
    });
  });
}

async function readCapped(
  response: IncomingMessage,
  options: SafeFetchOptions,
  timeout: AbortSignal,
): Promise<Buffer> {
  const tooLarge = () =>
    new SafeFetchError("too_large", `the answer is larger than ${options.maxBytes} bytes`);
  if (Number(response.headers["content-length"] ?? "0") > options.maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of response) {
      const buffer = chunk as Buffer;
      received += buffer.byteLength;
      if (received > options.maxBytes) {
        response.destroy();
        throw tooLarge();
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (timeout.aborted) throw timedOut(options);
    throw new SafeFetchError("unreachable", UNREACHABLE);
  }
  return Buffer.concat(chunks);
}

/** request-filtering-agent refuses a non-public address with this wording. */
const isBlockedAddress = (error: Error) => /^DNS lookup .* is not allowed/.test(error.message);

const timedOut = (options: SafeFetchOptions) =>
  new SafeFetchError("timeout", `timed out after ${options.timeoutMs} ms`);
