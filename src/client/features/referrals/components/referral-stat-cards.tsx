import { CheckCircle2, type LucideIcon, Percent, Send, Sparkles } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { SectionError } from "../../../components/feedback/section-error";
import { useReferralMatches, useReferralStats } from "../api";

type StatCard = { key: string; label: string; hint: string; icon: LucideIcon; value: string | undefined };

/** The four referral stat cards: AI Matches, Sent Referrals, Successful Matches, Success Rate. */
export function ReferralStatCards() {
  const matches = useReferralMatches();
  const stats = useReferralStats();
  if (stats.error) {
    return (
      <SectionError
        what="your referral figures"
        error={stats.error}
        onRetry={() => void stats.refetch()}
        isRetrying={stats.isRefetching}
      />
    );
  }
  const cards: StatCard[] = [
    {
      key: "matches",
      label: "AI Matches",
      hint: "People to meet",
      icon: Sparkles,
      value: matches.data ? String(matches.data.length) : matches.error ? "–" : undefined,
    },
    {
      key: "sent",
      label: "Sent Referrals",
      hint: "All time",
      icon: Send,
      value: stats.data && String(stats.data.sent),
    },
    {
      key: "successful",
      label: "Successful Matches",
      hint: "Accepted or connected",
      icon: CheckCircle2,
      value: stats.data && String(stats.data.successful),
    },
    {
      key: "successRate",
      label: "Success Rate",
      hint: "Of sent referrals",
      icon: Percent,
      value: stats.data && `${stats.data.successRate}%`,
    },
  ];
  return (
    <section aria-label="Your referral numbers" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {cards.map(({ key, label, hint, icon: Icon, value }) => (
        <Card
          key={key}
          className="flex items-start justify-between gap-2 p-4 sm:p-5"
          data-testid={`referral-stat-${key}`}
        >
          <div className="grid gap-1">
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            {value === undefined ? (
              <Skeleton className="h-8 w-12" />
            ) : (
              <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid="stat-value">
                {value}
              </p>
            )}
            <p className="text-xs text-muted-foreground">{hint}</p>
          </div>
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground sm:inline-flex">
            <Icon aria-hidden="true" className="size-5" />
          </span>
        </Card>
      ))}
    </section>
  );
}
