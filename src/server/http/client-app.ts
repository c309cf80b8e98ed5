import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and
 * index.html for every unknown non-API path so the client router can show the page (or its 404).
 */
export async function registerClientApp(app: FastifyInstance, distDir: string) {
  const indexPath = path.join(distDir, "index.html");
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: "index.html",
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          "Cache-Control",
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "";
    const isApi = urlPath === "/api" || urlPath.startsWith("/api/");
    // A missing file (an old chunk, a mistyped image) is a plain 404, never the app's HTML.
    const isFile = path.extname(urlPath) !== "";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApi && !isFile;
    if (wantsPage && hasBuild) {
      return reply.header("Cache-Control", "no-cache").type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({ message: isApi ? "No such API endpoint." : "Not found." });
  });
}
