/**
 * The page paths of the route table (docs/product.md, Screens). The client's router declares the same
 * paths (src/shared/app-paths.test.ts checks it); the server answers any other page path with HTTP
 * 404 and the prerendered Not Found page. A new page's path goes in both places.
 */
export const APP_PATH_PATTERNS = [
  "/",
  "/dashboard",
  "/network",
  "/feed",
  "/news",
  "/news/:slug",
  "/services",
  "/services/:category",
  "/services/orders/:id",
  "/services/service/:id",
  "/businesses",
  "/business/create",
  "/business/:slug",
  "/admin",
  "/moderation",
  "/notifications",
  "/messages",
  "/messages/:memberId",
  "/profile/viewers",
  "/profile/:username/activity",
  "/profile/:username",
  "/search",
  "/topics/:tag",
  "/settings",
  "/reset-password",
  "/verify-email",
  "/confirm-email-change",
  "/undo-email-change",
  "/single-sign-on",
  "/single-sign-on/link",
  "/admin-login",
  "/legal",
  "/about",
] as const;

const PATTERNS = APP_PATH_PATTERNS.map((pattern) =>
  pattern === "/" ? /^\/$/ : new RegExp(`^${pattern.replace(/:[a-z]+/g, "[^/]+")}/?$`),
);

/** True when a request path (without query string) is one of the app's pages. */
export function isAppPath(pathname: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(pathname));
}

/** Pages prerendered to static HTML at build time: their content does not depend on who is signed in. */
export const PRERENDERED_PAGES = [
  { path: "/", file: "prerendered/landing.html", title: "Netwise: Professional Networking" },
  { path: "/legal", file: "prerendered/legal.html", title: "Legal · Netwise" },
  { path: "/about", file: "prerendered/about.html", title: "About · Netwise" },
  { path: "/404", file: "prerendered/not-found.html", title: "Page Not Found · Netwise" },
] as const;
