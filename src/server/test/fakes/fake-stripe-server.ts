import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import Stripe from "stripe";

export type RecordedStripeRequest = {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  /** The form-encoded body, decoded (keys as Stripe writes them: `metadata[orderId]`). */
  form: Record<string, string>;
};

/**
 * A local stand-in for the Stripe HTTP API (node:http on port 0), pointed at with STRIPE_API_URL:
 * `POST /v1/checkout/sessions` and `POST /v1/refunds` answer the objects stripe-node expects; every
 * request is recorded. `failNext()` makes the next request answer a 500 Stripe error.
 *
 * With `webhook`, a session's url is a checkout page of the fake: its Pay button sends the app a
 * signed `checkout.session.completed` (as Stripe would, before the buyer returns) and then sends the
 * browser back to the session's success_url.
 */
type FakeSession = { id: string; amount: number; currency: string; successUrl: string; cancelUrl: string };

export async function startFakeStripe(options: { webhook?: { url: string; secret: string } } = {}) {
  const requests: RecordedStripeRequest[] = [];
  const sockets = new Set<Socket>();
  let counter = 0;
  let failures = 0;
  let baseUrl = "";
  const sessions = new Map<string, FakeSession>();
  const signer = new Stripe("sk_test_fake_signer");

  async function completeSession(session: FakeSession) {
    if (!options.webhook) return;
    const payload = JSON.stringify({
      id: `evt_fake_${session.id}`,
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: session.id,
          object: "checkout.session",
          payment_status: "paid",
          status: "complete",
          amount_total: session.amount,
          currency: session.currency,
          payment_intent: `pi_fake_${session.id}`,
        },
      },
    });
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.webhook.secret });
    await fetch(options.webhook.url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const idempotency = request.headers["idempotency-key"];
      const recorded: RecordedStripeRequest = {
        method: request.method ?? "",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        idempotencyKey: typeof idempotency === "string" ? idempotency : undefined,
        form,
      };
      requests.push(recorded);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_${++counter}` });
        response.end(JSON.stringify(body));
      };
      if (failures > 0) {
        failures -= 1;
        return send(500, { error: { type: "api_error", message: "The fake is down." } });
      }
      counter += 1;
      const page = /^\/pay\/(cs_test_\d+)$/.exec(recorded.path);
      const session = page?.[1] ? sessions.get(page[1]) : undefined;
      if (session && recorded.method === "GET") {
        const amount = (session.amount / 100).toFixed(2);
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return response.end(
          `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main><h1>Fake Stripe Checkout</h1><p>${amount} ${session.currency.toUpperCase()}</p><form method="post"><button type="submit">Pay ${amount}</button></form><a href="${session.cancelUrl}">Back</a></main></body></html>`,
        );
      }
      if (session && recorded.method === "POST") {
        void completeSession(session).then(() => {
          response.writeHead(303, { location: session.successUrl });
          response.end();
        });
        return;
      }
      if (recorded.method === "POST" && recorded.path === "/v1/checkout/sessions") {
        const id = `cs_test_${counter}`;
        sessions.set(id, {
          id,
          amount: Number(form["line_items[0][price_data][unit_amount]"]),
          currency: form["line_items[0][price_data][currency]"] ?? "usd",
          successUrl: form.success_url ?? "",
          cancelUrl: form.cancel_url ?? "",
        });
        return send(200, {
          id,
          object: "checkout.session",
          mode: "payment",
          status: "open",
          payment_status: "unpaid",
          amount_total: Number(form["line_items[0][price_data][unit_amount]"]),
          currency: form["line_items[0][price_data][currency]"],
          client_reference_id: form.client_reference_id ?? null,
          metadata: { orderId: form["metadata[orderId]"] },
          success_url: form.success_url,
          cancel_url: form.cancel_url,
          url: `${baseUrl}/pay/${id}`,
        });
      }
      if (recorded.method === "POST" && recorded.path === "/v1/refunds") {
        return send(200, {
          id: `re_test_${counter}`,
          object: "refund",
          status: "succeeded",
          payment_intent: form.payment_intent,
          metadata: {},
        });
      }
      send(404, { error: { type: "invalid_request_error", message: `No fake for ${recorded.path}` } });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    requests,
    failNext(times = 1) {
      failures = times;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
