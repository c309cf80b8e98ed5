import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useEmailChangeLink } from "../security-api";

const COPY = {
  confirm: {
    title: "Confirm your new e-mail",
    pending: "Confirming your new address…",
    done: "E-mail address changed",
  },
  undo: { title: "Undo the e-mail change", pending: "Undoing the change…", done: "Change undone" },
} as const;

/**
 * /confirm-email-change?token=… (the link sent to the new address) and /undo-email-change?token=…
 * (the link in the notice to the old one): the token is sent once on arrival.
 */
export function EmailChangeLinkPage({ kind }: { kind: "confirm" | "undo" }) {
  const copy = COPY[kind];
  useDocumentTitle(copy.title);
  const link = useEmailChangeLink(kind);
  const sent = useRef(false);
  const token = new URLSearchParams(window.location.search).get("token") ?? "";

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    link.mutate(token);
  }, [token, link]);

  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center">
      <section
        aria-labelledby="email-change-title"
        aria-live="polite"
        className="grid max-w-md justify-items-center gap-4 rounded-card border border-border bg-card px-6 py-12 text-center shadow-xs sm:px-10"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-muted">
          {link.isSuccess ? (
            <CircleCheck aria-hidden="true" className="size-7 text-primary" />
          ) : link.isError ? (
            <CircleAlert aria-hidden="true" className="size-7 text-destructive" />
          ) : (
            <LoaderCircle aria-hidden="true" className="size-7 animate-spin" />
          )}
        </span>
        <h1 id="email-change-title" className="text-2xl font-bold tracking-tight">
          {link.isSuccess ? copy.done : link.isError ? "This link does not work" : copy.pending}
        </h1>
        {link.isSuccess ? <p className="text-muted-foreground">{link.data.message}</p> : null}
        {link.isError ? (
          <p className="text-muted-foreground">
            {parseApiError(link.error).message ?? "The link is invalid or has expired."}
          </p>
        ) : null}
        {link.isSuccess || link.isError ? (
          <Button asChild>
            <Link href="/">Go to Netwise</Link>
          </Button>
        ) : null}
      </section>
    </PageContainer>
  );
}
