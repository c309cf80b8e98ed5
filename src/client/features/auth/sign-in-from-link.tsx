import { useEffect, useRef } from "react";
import { useSearch } from "wouter";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { SIGN_IN_PARAM, safeReturnTo } from "@/lib/return-to";

/**
 * On the landing page, `?signin=/messages/5` (where a members-only address sends a visitor) opens the
 * sign-in dialog, which returns to that path afterwards; a path off this site is ignored (dashboard).
 */
export function SignInFromLink() {
  const { user, isLoading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const search = useSearch();
  const requested = new URLSearchParams(search).get(SIGN_IN_PARAM);
  const openedFor = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading || user || requested === null || openedFor.current === requested) return;
    openedFor.current = requested;
    openAuthDialog("login", { returnTo: safeReturnTo(requested) ?? undefined });
  }, [isLoading, user, requested, openAuthDialog]);

  return null;
}
