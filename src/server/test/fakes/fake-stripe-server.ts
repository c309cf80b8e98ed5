import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

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
 */
export async function startFakeStripe() {
  const requests: RecordedStripeRequest[] = [];
  const sockets = new Set<Socket>();
  let counter = 0;
  let failures = 0;
  let baseUrl = "";

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
      if (recorded.method === "POST" && recorded.path === "/v1/checkout/sessions") {
        const id = `cs_test_${counter}`;
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
