import type { ReactNode } from "react";
import { Redirect, useLocation, useSearch } from "wouter";
import { useAuth } from "@/lib/auth-provider";
import { wasPrerendered } from "@/lib/prerendered";
import { SIGN_IN_PARAM, safeReturnTo, signInHref } from "@/lib/return-to";
import { PageLoader } from "./page-loader";

/**
 * A visitor on a members-only address (a link from an e-mail, say) goes to the landing page with the
 * sign-in dialog open, and comes back to this very address once signed in.
 */
function SignInFirst() {
  const [path] = useLocation();
  const search = useSearch();
  const here = `${path}${search ? `?${search}` : ""}${window.location.hash}`;
  return <Redirect to={signInHref(here)} replace />;
}

/** Signed-in only pages (/dashboard, /messages, /settings …): visitors are asked to sign in first. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInFirst />;
  return <>{children}</>;
}

/** /admin: visitors sign in first, members who are not admins go to /dashboard and see nothing. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInFirst />;
  if (user.role !== "admin") return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}

/** /moderation: moderators and admins (admins are moderators too); other members go to /dashboard. */
export function RequireModerator({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user) return <SignInFirst />;
  if (user.role !== "admin" && user.role !== "moderator") return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}

/**
 * The landing page is for visitors: a signed-in user goes to /dashboard, or to the same-site path its
 * `?signin=` names. Its prerendered HTML (served to requests without a session cookie) stays on
 * screen while the session check runs.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  if (isLoading) return wasPrerendered() ? children : <PageLoader />;
  if (user)
    return (
      <Redirect to={safeReturnTo(new URLSearchParams(search).get(SIGN_IN_PARAM)) ?? "/dashboard"} replace />
    );
  return <>{children}</>;
}
