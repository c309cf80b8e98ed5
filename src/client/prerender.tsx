import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { markPrerendered } from "@/lib/prerendered";
import { App } from "./app";

/**
 * Renders one visitor page to HTML at build time, as a visitor whose session check is still pending
 * sees it; main.tsx hydrates it in the browser. A first pass loads the lazy page chunks; the second
 * renders them in place, so the HTML holds finished content and no inline scripts (which the
 * Content-Security-Policy forbids) to reveal streamed parts.
 */
export async function renderPage(path: string): Promise<string> {
  markPrerendered();
  const page = () => (
    <Router ssrPath={path}>
      <App />
    </Router>
  );
  await prerender(page());
  const html = renderToString(page());
  if (html.includes("<script") || html.includes("<template") || html.includes("<!--$?-->")) {
    throw new Error(`The prerendered HTML of ${path} is unfinished or holds an inline script.`);
  }
  return html;
}
