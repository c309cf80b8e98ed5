import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { useAuth } from "@/lib/auth-provider";
import { wasPrerendered } from "@/lib/prerendered";
import { PageLoader } from "./page-loader";

/** Signed-in only pages (/dashboard, /news/:slug): visitors are sent to /. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user) return <Redirect to="/" replace />;
  return <>{children}</>;
}

/** /admin: visitors go to /, members who are not admins go to /dashboard and see nothing. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!user) return <Redirect to="/" replace />;
  if (user.role !== "admin") return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}

/**
 * The landing page is for visitors: a signed-in user goes to /dashboard. Its prerendered HTML (served
 * to requests without a session cookie) stays on screen while the session check runs.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return wasPrerendered() ? children : <PageLoader />;
  if (user) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}
