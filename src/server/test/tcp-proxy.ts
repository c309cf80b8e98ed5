import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Cuts every connection and stops listening (as if the server behind it were gone). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A TCP proxy on a free local port to `target`: tests point the app at it and stop it to take the
 * database away from the app without touching the real server (other tests keep using it).
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((incoming) => {
        const outgoing = net.connect(target.port, target.host);
        sockets.add(incoming).add(outgoing);
        const forget = () => {
          sockets.delete(incoming);
          sockets.delete(outgoing);
          incoming.destroy();
          outgoing.destroy();
        };
        incoming.on("error", forget).on("close", forget);
        outgoing.on("error", forget).on("close", forget);
        incoming.pipe(outgoing).pipe(incoming);
      });
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => {
        const address = next.address();
        port = typeof address === "object" && address ? address.port : port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  await start();
  return {
    get port() {
      return port;
    },
    stop,
    start,
    close: stop,
  };
}
