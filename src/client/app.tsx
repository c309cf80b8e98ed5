import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { AppLayout } from "@/components/layout/app-layout";
import { PasswordChangeGate } from "@/features/account/components/password-change-gate";
import { TwoFactorSetupGate } from "@/features/account/components/two-factor-setup-gate";
import { AuthDialogProvider } from "@/features/auth/auth-dialog-provider";
import { AuthProvider } from "@/lib/auth-provider";
import { queryClient } from "@/lib/query-client";
import { AppRoutes } from "./routes";

/** The whole app below the router: the browser (main.tsx) and the build-time prerender render the same tree. */
export function App() {
  return (
    <StrictMode>
      <MarkHydrated />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <AuthDialogProvider>
            <AppLayout>
              <PasswordChangeGate>
                <TwoFactorSetupGate>
                  <AppRoutes />
                </TwoFactorSetupGate>
              </PasswordChangeGate>
            </AppLayout>
          </AuthDialogProvider>
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * Marks the document once React has taken over the page (hydrated or rendered), so browser tests and
 * monitoring can tell a prerendered page that only looks ready from one whose buttons work.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
