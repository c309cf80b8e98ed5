/** The query parameter of the landing page that opens the sign-in dialog and names where to return. */
export const SIGN_IN_PARAM = "signin";

/** Pages after which signing in should not come back to them (a used link, or a page for visitors). */
const NO_RETURN = ["/", "/reset-password", "/verify-email"];

/**
 * The same-site path (with its query and fragment) a member may be sent back to after signing in,
 * or null: anything that is not a path on this site ("//evil.example", "https://…", "javascript:…",
 * a backslash trick) is refused, so a link cannot send a member elsewhere.
 */
export function safeReturnTo(
  candidate: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!candidate?.startsWith("/") || candidate.startsWith("//") || candidate.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NO_RETURN.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The landing page's address that opens sign-in and returns to `path` afterwards. */
export function signInHref(path: string): string {
  return `/?${SIGN_IN_PARAM}=${encodeURIComponent(path)}`;
}

/**
 * Where Sign In in the top bar or menu returns to: the page the visitor is reading (an article, a
 * profile, a search), or the dashboard from the landing page and the pages one does not come back to.
 */
export function currentPageReturnTo(): string | undefined {
  const { pathname, search, hash } = window.location;
  return safeReturnTo(`${pathname}${search}${hash}`) ?? undefined;
}
