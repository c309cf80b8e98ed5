import { INVITATION_PARAM } from "@shared/rules/invitation-link";
import { useEffect, useRef } from "react";
import { useSearch } from "wouter";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";

// On the landing page, in its entry chunk: no contracts (zod) here (decision 0018, "Consequences").

const STORAGE_KEY = "netwise.invitation";
/** Where a member who joined through an invitation lands: My Network, with the inviter connected. */
const AFTER_JOINING = "/network";

/** The token of the invitation link this tab was opened from, until the account is created. */
export function pendingInvitation(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Forgets the token once registration used it (a link works once). */
export function forgetInvitation() {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): nothing was kept.
  }
}

/**
 * On the landing page, `?invitation=<token>` (the link of an invitation e-mail) keeps the token for
 * this tab and opens the sign-up dialog; registering sends it along, which connects the new member
 * with the inviter. A signed-in member is sent on as usual, and the token is not kept.
 */
export function JoinFromInvitationLink() {
  const { user, isLoading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const token = new URLSearchParams(useSearch()).get(INVITATION_PARAM);
  const openedFor = useRef<string | null>(null);

  useEffect(() => {
    if (isLoading || user || !token || openedFor.current === token) return;
    openedFor.current = token;
    try {
      window.sessionStorage.setItem(STORAGE_KEY, token);
    } catch {
      // Storage refused: the dialog still opens; the account is created unconnected.
    }
    openAuthDialog("register", { returnTo: AFTER_JOINING });
  }, [isLoading, user, token, openAuthDialog]);

  return null;
}
