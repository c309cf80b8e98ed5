import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedCompletion = {
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: { role: string; content: string }[] };
};

type Handler = (request: RecordedCompletion, response: ServerResponse) => void;

/**
 * A local stand-in for an OpenAI-compatible chat-completions endpoint (node:http on port 0). Each
 * test sets how it answers; every request it receives is recorded.
 */
export async function startFakeLlm() {
  const requests: RecordedCompletion[] = [];
  let handler: Handler = (_request, response) => reply(response, 200, completion("Hello from the model."));
  const sockets = new Set<import("node:net").Socket>();

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const recorded: RecordedCompletion = {
        path: request.url ?? "",
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer(next: Handler) {
      handler = next;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function completion(content: unknown) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content } }],
  };
}

export function reply(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}
