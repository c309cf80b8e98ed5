import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { jpegWithGps } from "../test-images";

/** The page every preview test expects to read back: OpenGraph tags, an image, entities in the text. */
export const OPEN_GRAPH_PAGE = {
  title: "Remote Teams & Trust",
  description: "How distributed teams build trust: five practices from 40 companies.",
  siteName: "Example Journal",
};

export type LinkPreviewPages = {
  origin: string;
  url(path: string): string;
  /** Requests each path received (a preview fetches its page once). */
  hits: Map<string, number>;
  close(): Promise<void>;
};

const html = (head: string, body = "<p>Body text.</p>") =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const PAGES: Record<string, string> = {
  "/article": html(`<title>Not the OpenGraph title</title>
    <meta property="og:title" content="Remote Teams &amp; Trust">
    <meta property="og:description" content="How distributed teams build trust: five practices from 40 companies.">
    <meta property="og:site_name" content="Example Journal">
    <meta property="og:image" content="/images/cover.jpg">
    <meta name="twitter:title" content="The Twitter title loses to OpenGraph">`),
  "/twitter-card": html(`<title>Plain title</title>
    <meta name="twitter:card" content="summary">
    <meta name="twitter:title" content="Card Title">
    <meta name="twitter:description" content="Card description.">`),
  "/title-only": html("<title>\n  Only a   title\n</title>"),
  "/no-title": html('<meta name="description" content="A description without any title.">'),
  "/image-not-an-image": html(`<meta property="og:title" content="Broken image">
    <meta property="og:image" content="/images/not-an-image">`),
  "/image-private": html(`<meta property="og:title" content="Private image">
    <meta property="og:image" content="http://169.254.169.254/latest/meta-data/iam">`),
  "/long-text": html(`<meta property="og:title" content="${"Long title words ".repeat(30)}">
    <meta property="og:description" content="${"Describes at length. ".repeat(40)}">`),
  "/tags-in-body": html(
    "<title>Head title</title>",
    '<meta property="og:title" content="Body meta is ignored">',
  ),
};

/**
 * The open web for the link-preview tests, served from 127.0.0.1 inside the test process (or beside
 * the browser tests' server). Pages: those of PAGES, plus /images/cover.jpg (a JPEG with GPS EXIF),
 * /images/not-an-image (text/plain), /redirect (302 to /article), /redirect-loop (302 to itself),
 * /redirect-private?to=<url> (302 there), /huge (20 MB of HTML, streamed), /json (application/json),
 * /slow (answers after 20 s), /missing (404).
 */
export async function startLinkPreviewPages(port = 0): Promise<LinkPreviewPages> {
  const cover = await jpegWithGps(1600, 900);
  const hits = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://pages");
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    const page = PAGES[url.pathname];
    if (page) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(page);
    }
    switch (url.pathname) {
      case "/images/cover.jpg":
        response.writeHead(200, { "content-type": "image/jpeg" });
        return response.end(cover);
      case "/images/not-an-image":
        response.writeHead(200, { "content-type": "text/plain" });
        return response.end("not an image");
      case "/redirect":
        return response.writeHead(302, { location: "/article" }).end();
      case "/redirect-loop":
        return response.writeHead(302, { location: `/redirect-loop?n=${Math.random()}` }).end();
      case "/redirect-private":
        return response.writeHead(302, { location: url.searchParams.get("to") ?? "/" }).end();
      case "/json":
        response.writeHead(200, { "content-type": "application/json" });
        return response.end(JSON.stringify({ title: "Not HTML" }));
      case "/huge": {
        // 20 MB with no Content-Length: the cap must hold while reading, not only from the header.
        response.writeHead(200, { "content-type": "text/html" });
        response.write(`<html><head><title>Huge</title></head><body>`);
        const chunk = `<p>${"x".repeat(64 * 1024)}</p>`;
        let written = 0;
        const writeMore = () => {
          while (written < 20 * 1024 * 1024) {
            written += chunk.length;
            if (!response.write(chunk)) return void response.once("drain", writeMore);
          }
          response.end("</body></html>");
        };
        response.on("close", () => {
          written = Number.POSITIVE_INFINITY;
        });
        return writeMore();
      }
      case "/slow": {
        const timer = setTimeout(() => {
          timers.delete(timer);
          response.writeHead(200, { "content-type": "text/html" });
          response.end(html("<title>Too late</title>"));
        }, 20_000);
        timers.add(timer);
        return;
      }
      default:
        response.writeHead(404, { "content-type": "text/html" });
        return response.end(html("<title>Not found</title>"));
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    hits,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
