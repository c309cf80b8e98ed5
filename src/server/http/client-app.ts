import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isAppPath, PRERENDERED_PAGES } from "../../shared/app-paths";
import { notFoundMessage } from "./error-handler";
import { SESSION_COOKIE } from "./sessions";

const ONE_YEAR_SECONDS = 31_536_000;
const NOT_FOUND_PAGE = "/404";

/**
 * Which HTML file answers a page request: the prerendered copy of a visitor page when the build has
 * one (the landing page only without a session cookie, since members are sent on to /dashboard),
 * otherwise index.html, whose client router draws the page.
 */
function pageFile(distDir: string, pagePath: string, request: FastifyRequest): string {
  const page = PRERENDERED_PAGES.find((candidate) => candidate.path === pagePath);
  const isForVisitorsOnly = pagePath === "/";
  const hasSession = Boolean(request.cookies?.[SESSION_COOKIE]);
  if (page && !(isForVisitorsOnly && hasSession) && fs.existsSync(path.join(distDir, page.file))) {
    return page.file;
  }
  return "index.html";
}

/**
 * Head tags for a page's link previews on other sites (profiles, businesses, articles), written into
 * index.html by the server; null: the page is served as built.
 */
export type PageHead = (pathname: string, indexHtml: string) => Promise<string | null>;

/**
 * Serves the built single-page app: hashed assets cached for a year, HTML never cached. Page paths of
 * the route table get their page (prerendered where the build made one; index.html with the page's
 * share tags where `pageHead` has some); any other page path gets HTTP 404 with the app's Not Found page.
 */
export async function registerClientApp(
  app: FastifyInstance,
  distDir: string,
  options: { pageHead?: PageHead } = {},
) {
  const indexPath = path.join(distDir, "index.html");
  const hasBuild = fs.existsSync(indexPath);
  const indexHtml = hasBuild ? fs.readFileSync(indexPath, "utf8") : "";
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          "Cache-Control",
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache",
        );
      },
    });
  }

  const sendPage = (reply: FastifyReply, file: string, status: number) =>
    reply.status(status).header("Cache-Control", "no-cache").type("text/html").sendFile(file);

  // The static files' wildcard would answer "/" as a directory: the landing page gets its own route.
  if (hasBuild) app.get("/", (request, reply) => sendPage(reply, pageFile(distDir, "/", request), 200));

  const headFor = async (urlPath: string) => {
    if (!options.pageHead) return null;
    try {
      return await options.pageHead(urlPath, indexHtml);
    } catch (error) {
      app.log.warn({ err: error, path: urlPath }, "share tags left out of the page");
      return null;
    }
  };

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "";
    const isApi = urlPath === "/api" || urlPath.startsWith("/api/");
    // A missing file (an old chunk, a mistyped image) is a plain 404, never the app's HTML.
    const isFile = path.extname(urlPath) !== "";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApi && !isFile;
    if (wantsPage && hasBuild) {
      if (!isAppPath(urlPath)) return sendPage(reply, pageFile(distDir, NOT_FOUND_PAGE, request), 404);
      const page = pageFile(distDir, urlPath, request);
      const withHead = page === "index.html" ? await headFor(urlPath) : null;
      if (withHead !== null) {
        return reply.status(200).header("Cache-Control", "no-cache").type("text/html").send(withHead);
      }
      return sendPage(reply, page, 200);
    }
    return reply.status(404).send({ message: notFoundMessage(urlPath) });
  });
}
