import { KeyRound } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { ME_QUERY_KEY, useAuth } from "@/lib/auth-provider";
import { queryClient } from "@/lib/query-client";

/** Loaded only when the gate shows: the form, its call and its schema stay out of the first page. */
const ChangePasswordForm = lazy(() =>
  import("./password-section").then((module) => ({ default: module.ChangePasswordForm })),
);

/**
 * An account an admin made signs in with a temporary password the admin saw: its member chooses their
 * own here before anything else (the server refuses their other calls until then).
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const { user, logout } = useAuth();
  if (!user?.passwordChangeRequired) return children;
  return (
    <PageContainer className="grid max-w-2xl gap-6 py-10">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight">
          <KeyRound aria-hidden="true" className="size-7 text-primary" />
          Choose your own password
        </h1>
        <p className="text-muted-foreground">
          An administrator made your account with a temporary password. Enter it once more, then choose a
          password only you know.
        </p>
      </header>
      <Suspense fallback={null}>
        <ChangePasswordForm
          currentLabel="Temporary password"
          submitLabel="Save my password"
          onChanged={() => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })}
        />
      </Suspense>
      <div>
        <Button type="button" variant="ghost" onClick={() => void logout()}>
          Sign out
        </Button>
      </div>
    </PageContainer>
  );
}
