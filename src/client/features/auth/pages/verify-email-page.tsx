import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useVerifyEmail } from "../verify-email-api";

/** /verify-email?token=…: the link of the verification e-mail; the token is sent once on arrival. */
export function VerifyEmailPage() {
  useDocumentTitle("Verify your e-mail");
  const verify = useVerifyEmail();
  const sent = useRef(false);
  const token = new URLSearchParams(window.location.search).get("token") ?? "";

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const isDone = verify.isSuccess;
  const isFailed = verify.isError;
  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center">
      <section
        aria-labelledby="verify-email-title"
        aria-live="polite"
        className="grid max-w-md justify-items-center gap-4 rounded-card border border-border bg-card px-6 py-12 text-center shadow-xs sm:px-10"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-muted">
          {isDone ? (
            <CircleCheck aria-hidden="true" className="size-7 text-primary" />
          ) : isFailed ? (
            <CircleAlert aria-hidden="true" className="size-7 text-destructive" />
          ) : (
            <LoaderCircle aria-hidden="true" className="size-7 animate-spin" />
          )}
        </span>
        <h1 id="verify-email-title" className="text-2xl font-bold tracking-tight">
          {isDone
            ? "E-mail address verified"
            : isFailed
              ? "This link does not work"
              : "Verifying your e-mail…"}
        </h1>
        {isDone ? <p className="text-muted-foreground">{verify.data.message} Thank you.</p> : null}
        {isFailed ? (
          <p className="text-muted-foreground">
            {parseApiError(verify.error).message ??
              "The link is invalid or has expired. Sign in and send yourself a new one."}
          </p>
        ) : null}
        {isDone || isFailed ? (
          <Button asChild>
            <Link href="/dashboard">Go to your dashboard</Link>
          </Button>
        ) : null}
      </section>
    </PageContainer>
  );
}
