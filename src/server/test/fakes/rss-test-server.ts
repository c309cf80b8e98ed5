import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Feeds for the import tests, served from 127.0.0.1 inside the test process. */
export const RSS_DOCUMENTS = {
  rss: `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Example Business Wire</title>
<item>
  <title>Markets &amp; <b>Momentum</b> in Q3</title>
  <link>https://news.example.com/markets-momentum</link>
  <description><![CDATA[<p>Growth slowed.</p><script>alert("x")</script><p>Hiring rose &mdash; again.</p>]]></description>
  <pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate>
  <category>Finance</category><category>Markets</category>
  <author>Jane Analyst</author>
</item>
<item>
  <title><![CDATA[<script>alert('title')</script>Security <img src=x onerror=alert(1)>Update]]></title>
  <link>https://news.example.com/security-update</link>
  <description>&lt;script&gt;steal()&lt;/script&gt;&lt;p onclick="x()"&gt;Patch now.&lt;/p&gt;</description>
  <pubDate>Sun, 01 Nov 2026 09:00:00 GMT</pubDate>
  <category>security</category>
</item>
<item><title>Duplicate of the first link</title><link>https://news.example.com/markets-momentum</link></item>
<item><title>No link at all</title></item>
<item><title>Script link</title><link>javascript:alert(1)</link></item>
</channel></rss>`,
  atom: `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom Leadership</title>
<entry><title>Leading Through Change</title><link href="https://atom.example.com/leading"/>
<id>urn:1</id><updated>2026-10-30T08:00:00Z</updated>
<content type="html">&lt;p&gt;First.&lt;/p&gt;&lt;p&gt;Second.&lt;/p&gt;</content>
<author><name>Lee Writer</name></author></entry>
</feed>`,
  malformed: `<?xml version="1.0"?><rss><channel><item><title>Broken</title><link>https://x.example.com/a</link></item`,
  notFeed: `<html><body>Not a feed</body></html>`,
};

export type RssServer = { origin: string; url(path: string): string; close(): Promise<void> };

/**
 * Paths: /rss, /atom, /malformed, /not-feed, /huge (3 MiB streamed), /slow (answers after 5 s),
 * /redirect?to=<url> (302 to that address), /missing (404).
 */
export async function startRssServer(): Promise<RssServer> {
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    const send = (body: string) => {
      response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" });
      response.end(body);
    };
    if (path === "/rss") return send(RSS_DOCUMENTS.rss);
    if (path === "/atom") return send(RSS_DOCUMENTS.atom);
    if (path === "/malformed") return send(RSS_DOCUMENTS.malformed);
    if (path === "/not-feed") return send(RSS_DOCUMENTS.notFeed);
    if (path === "/huge") {
      response.writeHead(200, { "content-type": "application/rss+xml" });
      response.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
      const item = `<item><title>${"Long ".repeat(200)}</title><link>https://huge.example.com/a</link></item>`;
      let written = 0;
      const writeMore = () => {
        while (written < 3 * 1024 * 1024) {
          written += item.length;
          if (!response.write(item)) return void response.once("drain", writeMore);
        }
        response.end("</channel></rss>");
      };
      response.on("error", () => {});
      return writeMore();
    }
    if (path.startsWith("/redirect?")) {
      const target = new URL(path, "http://localhost").searchParams.get("to") ?? "/";
      return response.writeHead(302, { location: target }).end();
    }
    if (path === "/slow") {
      const timer = setTimeout(() => send(RSS_DOCUMENTS.rss), 5000);
      timers.add(timer);
      request.on("close", () => clearTimeout(timer));
      return;
    }
    response.writeHead(404).end("missing");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
