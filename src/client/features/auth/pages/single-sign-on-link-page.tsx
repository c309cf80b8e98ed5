import { CircleAlert, CircleCheck, Link2 } from "lucide-react";
import { Link } from "wouter";
import { PendingButton } from "@/components/forms/pending-button";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useConfirmSingleSignOnLink, useSingleSignOn } from "../single-sign-on-api";

/**
 * /single-sign-on/link?token=…: the link e-mailed when a first single sign-on used the address of an
 * existing member. Nothing happens on arrival (a mail scanner opening the link changes nothing); the
 * member links the accounts with the button.
 */
export function SingleSignOnLinkPage() {
  useDocumentTitle("Link single sign-on");
  const confirm = useConfirmSingleSignOnLink();
  const provider = useSingleSignOn().data?.name ?? "single sign-on";
  const token = new URLSearchParams(window.location.search).get("token") ?? "";
  const Icon = confirm.isSuccess ? CircleCheck : confirm.isError ? CircleAlert : Link2;

  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center">
      <section
        aria-labelledby="sso-link-title"
        aria-live="polite"
        className="grid max-w-md justify-items-center gap-4 rounded-card border border-border bg-card px-6 py-12 text-center shadow-xs sm:px-10"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-muted">
          <Icon
            aria-hidden="true"
            className={confirm.isError ? "size-7 text-destructive" : "size-7 text-primary"}
          />
        </span>
        <h1 id="sso-link-title" className="text-2xl font-bold tracking-tight">
          {confirm.isSuccess
            ? "Accounts linked"
            : confirm.isError
              ? "This link does not work"
              : `Link ${provider}`}
        </h1>
        {confirm.isSuccess ? (
          <p className="text-muted-foreground">{confirm.data.message}</p>
        ) : confirm.isError ? (
          <p className="text-muted-foreground" role="alert">
            {parseApiError(confirm.error).message ?? "The link is invalid or has expired."}
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">
              Link your {provider} account to your Netwise account, so that you can sign in with it. Your
              other sessions will be signed out.
            </p>
            <PendingButton
              type="button"
              isPending={confirm.isPending}
              pendingLabel="Linking..."
              onClick={() => confirm.mutate(token)}
            >
              Link my accounts
            </PendingButton>
          </>
        )}
        {confirm.isSuccess || confirm.isError ? (
          <Button asChild variant="outline">
            <Link href="/">Go to Netwise</Link>
          </Button>
        ) : null}
      </section>
    </PageContainer>
  );
}
