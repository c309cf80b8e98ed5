/** HTML-escapes text for an element body or a double-quoted attribute. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * True when a short link's target lies on this app (the host of APP_URL or of the request itself):
 * those redirect at once; every other host gets the "You are leaving Netwise" page first.
 */
export function isOwnHost(target: string, ownHosts: string[]): boolean {
  const host = new URL(target).host.toLowerCase();
  return ownHosts.some((own) => own.toLowerCase() === host);
}

/**
 * The interstitial a short link to another site shows instead of a bare redirect, so a Netwise link
 * cannot carry a visitor somewhere unseen. Server-rendered, no script (the CSP allows inline styles).
 */
export function leavingPage(target: string): string {
  const host = escapeHtml(new URL(target).host);
  const href = escapeHtml(target);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>You are leaving Netwise for ${host}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.5rem;margin:0 0 1rem}
p{line-height:1.5}
.url{word-break:break-all;color:#334155}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
a{display:inline-block;padding:.6rem 1rem;border-radius:.5rem;font-weight:600}
a.continue{background:#1d4ed8;color:#fff}
a.back{color:#1d4ed8;border:1px solid #1d4ed8}
a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>You are leaving Netwise for ${host}</h1>
<p>This short link was shared on Netwise and leads to another site. Netwise does not check that site; continue only if you trust it.</p>
<p class="url">${href}</p>
<div class="actions">
<a class="continue" href="${href}" rel="noopener noreferrer nofollow">Continue to ${host}</a>
<a class="back" href="/">Back to Netwise</a>
</div>
</main>
</body>
</html>
`;
}
