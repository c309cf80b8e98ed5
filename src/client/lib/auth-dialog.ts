import { createContext, useContext } from "react";

/** Which form the sign-in dialog shows. */
export type AuthMode = "login" | "register" | "forgot";

/** Where a member lands after signing in or joining: the dashboard unless the opener says otherwise. */
export type AuthDialogOptions = { returnTo?: string };

export type AuthDialogOpener = {
  openAuthDialog: (mode: AuthMode, options?: AuthDialogOptions) => void;
  closeAuthDialog: () => void;
  /** Starts fetching the dialog's code early (on hover or focus of a button that opens it). */
  preloadAuthDialog: () => void;
};

/**
 * The sign-in / registration dialog's opener, for any button on any page. The dialog itself (and
 * this context's provider) belongs to the auth feature: `AuthDialogProvider`, placed in app.tsx.
 */
export const AuthDialogContext = createContext<AuthDialogOpener | null>(null);

export function useAuthDialog(): AuthDialogOpener {
  const context = useContext(AuthDialogContext);
  if (!context) throw new Error("useAuthDialog must be used within an AuthDialogProvider");
  return context;
}
