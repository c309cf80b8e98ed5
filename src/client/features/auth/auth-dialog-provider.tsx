import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { AuthDialogContext, type AuthDialogOptions, type AuthMode } from "@/lib/auth-dialog";

const DEFAULT_RETURN_TO = "/dashboard";

const loadAuthDialog = () => import("./components/auth-dialog");
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));

/**
 * Owns the sign-in / registration dialog. Its code (Radix Dialog, react-hook-form, zod) is fetched
 * only when it is first opened, which keeps the landing page's bundle small.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode>("login");
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [returnTo, setReturnTo] = useState(DEFAULT_RETURN_TO);
  // The dialog has no Radix trigger (many buttons open it), so it remembers where focus came from.
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const openAuthDialog = useCallback((nextMode: AuthMode, options?: AuthDialogOptions) => {
    returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setMode(nextMode);
    setReturnTo(options?.returnTo ?? DEFAULT_RETURN_TO);
    setIsOpen(true);
    setHasOpened(true);
  }, []);
  const closeAuthDialog = useCallback(() => setIsOpen(false), []);
  const preloadAuthDialog = useCallback(() => {
    void loadAuthDialog();
  }, []);

  const value = useMemo(
    () => ({ openAuthDialog, closeAuthDialog, preloadAuthDialog }),
    [openAuthDialog, closeAuthDialog, preloadAuthDialog],
  );

  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {hasOpened ? (
        <Suspense fallback={null}>
          <AuthDialog
            open={isOpen}
            mode={mode}
            onModeChange={setMode}
            onOpenChange={setIsOpen}
            returnFocusRef={returnFocusRef}
            returnTo={returnTo}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
