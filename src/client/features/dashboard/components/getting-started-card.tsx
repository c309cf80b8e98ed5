import type { GettingStarted } from "@shared/contracts/account";
import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "wouter";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useGettingStarted } from "@/features/account/api";
import { useAuth } from "@/lib/auth-provider";

type Step = {
  id: keyof GettingStarted;
  label: string;
} & ({ href: string } | { fieldId: string });

/** The checklist's steps in order, each leading to where it is done. */
const STEPS: readonly Step[] = [
  { id: "photo", label: "Add a profile photo", href: "/settings#profile-photo" },
  { id: "headline", label: "Write your headline", fieldId: "edit-profile-job-title" },
  { id: "offerAndLookingFor", label: "Say what you offer and look for", fieldId: "edit-profile-services" },
  { id: "connection", label: "Make your first connection", href: "/search" },
  { id: "post", label: "Write your first post", href: "/feed" },
];

const linkClassName =
  "cursor-pointer text-left font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/**
 * "Getting started" on the dashboard: five first steps, each ticked from the member's own data (kept
 * on the server), and gone once all five are done.
 */
export function GettingStartedCard({ onEditProfile }: { onEditProfile: (fieldId?: string) => void }) {
  const { user } = useAuth();
  const { data } = useGettingStarted(user);
  if (!data) return null;
  const doneCount = STEPS.filter((step) => data[step.id]).length;
  if (doneCount === STEPS.length) return null;
  return (
    <Card aria-labelledby="getting-started-title" role="region" data-testid="getting-started">
      <CardHeader className="flex flex-row items-baseline justify-between gap-2">
        <CardTitle id="getting-started-title" className="text-base">
          Getting started
        </CardTitle>
        <span className="text-xs text-muted-foreground">
          {doneCount} of {STEPS.length} done
        </span>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step) => {
            const isDone = data[step.id];
            return (
              <li key={step.id} className="flex items-center gap-2">
                {isDone ? (
                  <CheckCircle2 aria-hidden="true" className="size-4 shrink-0 text-success" />
                ) : (
                  <Circle aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                )}
                {isDone ? (
                  <span className="text-muted-foreground line-through">
                    {step.label}
                    <span className="sr-only"> (done)</span>
                  </span>
                ) : "href" in step ? (
                  <Link href={step.href} className={linkClassName}>
                    {step.label}
                  </Link>
                ) : (
                  <button type="button" className={linkClassName} onClick={() => onEditProfile(step.fieldId)}>
                    {step.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
