import { SSO_OUTCOMES, type SsoOutcome, ssoOutcomeSchema } from "@shared/contracts/single-sign-on";
import { secondFactorMethodSchema } from "@shared/contracts/two-factor";
import { CircleAlert, MailCheck } from "lucide-react";
import { Link, useLocation } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { Button } from "@/components/ui/button";
import { safeReturnTo } from "@/lib/return-to";
import { toast } from "@/lib/toast";
import { useDocumentTitle } from "@/lib/use-document-title";
import { SecondFactorForm } from "../components/second-factor-form";
import { singleSignOnHref } from "../single-sign-on-api";

const TITLES: Partial<Record<SsoOutcome, string>> = {
  "link-sent": "Check your e-mail",
  linked: "Account linked",
  "second-factor": "One more step",
};

/**
 * /single-sign-on?outcome=<code>: where single sign-on ends when it did not end signed in. Each
 * outcome has one message (contracts/single-sign-on.ts); `second-factor` asks for the member's
 * second factor, as the sign-in dialog does after a password.
 */
export function SingleSignOnPage() {
  const [, navigate] = useLocation();
  const search = new URLSearchParams(window.location.search);
  const parsed = ssoOutcomeSchema.safeParse(search.get("outcome"));
  const outcome: SsoOutcome = parsed.success ? parsed.data : "failed";
  const title = TITLES[outcome] ?? "Single sign-on did not finish";
  useDocumentTitle(title);
  const returnTo = safeReturnTo(search.get("returnTo")) ?? "/dashboard";
  const methods = (search.get("methods") ?? "").split(",").flatMap((method) => {
    const known = secondFactorMethodSchema.safeParse(method);
    return known.success ? [known.data] : [];
  });
  const isGood = outcome === "link-sent" || outcome === "linked" || outcome === "second-factor";
  const Icon = isGood ? MailCheck : CircleAlert;

  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center">
      <section
        aria-labelledby="single-sign-on-title"
        className="grid w-full max-w-md justify-items-center gap-4 rounded-card border border-border bg-card px-6 py-12 text-center shadow-xs sm:px-10"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-muted">
          <Icon aria-hidden="true" className={isGood ? "size-7 text-primary" : "size-7 text-destructive"} />
        </span>
        <h1 id="single-sign-on-title" className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="text-muted-foreground" role={isGood ? undefined : "alert"}>
          {SSO_OUTCOMES[outcome]}
        </p>
        {outcome === "second-factor" && methods.length > 0 ? (
          <div className="w-full text-left">
            <SecondFactorForm
              methods={methods}
              onSuccess={() => {
                toast({
                  title: "Welcome back!",
                  description: "You have successfully signed in.",
                  variant: "success",
                });
                navigate(returnTo);
              }}
              onRestart={(message) => {
                toast({ title: "Sign in again", description: message, variant: "destructive" });
                window.location.assign(singleSignOnHref(returnTo));
              }}
            />
          </div>
        ) : (
          <div className="flex flex-wrap justify-center gap-3">
            {isGood ? null : (
              <Button asChild>
                <a href={singleSignOnHref(undefined)}>Try again</a>
              </Button>
            )}
            <Button asChild variant={isGood ? "default" : "outline"}>
              <Link href="/">Go to Netwise</Link>
            </Button>
          </div>
        )}
      </section>
    </PageContainer>
  );
}
