import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedDelivery = { headers: IncomingHttpHeaders; body: string; at: number };
export type ReceiverAnswer = { status: number; body?: string };

/**
 * A local HTTP endpoint standing in for the automation service in tests: records every delivery and
 * answers with whatever `respond` says for it.
 */
export async function startWebhookReceiver(respond: (delivery: ReceivedDelivery) => ReceiverAnswer) {
  const deliveries: ReceivedDelivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const delivery = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      deliveries.push(delivery);
      const answer = respond(delivery);
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(answer.body ?? "{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/netwise`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Resolves once `check` returns a value other than undefined/false; fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error("The condition was not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
