import type { RequireTwoFactor } from "@shared/contracts/two-factor";
import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { SectionError } from "@/components/feedback/section-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useSignInPolicy, useUpdateSignInPolicy } from "@/features/account/api";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { AdminSectionCard } from "../shared/admin-section-card";
import { SsoOnlySetting } from "./sso-only-setting";

const CHOICES: { value: RequireTwoFactor; label: string; description: string }[] = [
  { value: "off", label: "Nobody", description: "Members choose for themselves." },
  {
    value: "staff",
    label: "Admins and moderators",
    description: "They set up a second factor at their next sign-in, before anything else.",
  },
  {
    value: "everyone",
    label: "Every member",
    description: "Every member sets one up at their next sign-in.",
  },
];

/** Admin Settings: who must sign in with two factors. */
export function SignInPolicyCard() {
  const policy = useSignInPolicy();
  const update = useUpdateSignInPolicy();
  const name = useId();
  const current =
    (update.isPending ? update.variables?.requireTwoFactor : undefined) ?? policy.data?.requireTwoFactor;
  const handleChange = (value: RequireTwoFactor) =>
    update.mutate(
      { requireTwoFactor: value },
      {
        onSuccess: () => toast({ title: "Sign-in policy saved", variant: "success" }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to save. Please try again.",
            variant: "destructive",
          }),
      },
    );
  return (
    <AdminSectionCard
      icon={ShieldCheck}
      title="Two-factor sign-in"
      description="Who must sign in with a second factor (an authenticator app)."
    >
      {policy.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : policy.error ? (
        <SectionError
          what="the sign-in policy"
          error={policy.error}
          onRetry={() => void policy.refetch()}
          isRetrying={policy.isRefetching}
        />
      ) : (
        <fieldset className="grid gap-3" disabled={update.isPending}>
          <legend className="sr-only">Require two-factor sign-in for</legend>
          {CHOICES.map((choice) => (
            <label key={choice.value} className="flex cursor-pointer items-start gap-3">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={current === choice.value}
                onChange={() => handleChange(choice.value)}
                className="mt-1 size-4 accent-primary"
              />
              <span className="grid gap-0.5">
                <span className="font-medium">{choice.label}</span>
                <span className="text-sm text-muted-foreground">{choice.description}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {policy.data ? <SsoOnlySetting ssoOnly={policy.data.ssoOnly} /> : null}
    </AdminSectionCard>
  );
}
