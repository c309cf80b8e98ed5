import type { AdminStats, PeriodCount } from "@shared/contracts/admin";
import { FileText, type LucideIcon, MessageSquare, UserPlus, Users } from "lucide-react";
import { SectionError } from "@/components/feedback/section-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminStats } from "../../api";

type StatCard = {
  key: string;
  label: string;
  icon: LucideIcon;
  value: (stats: AdminStats) => number;
  hint: (stats: AdminStats) => string;
};

const formatNumber = (value: number) => value.toLocaleString("en-US");

/** The trend of a period count: how it compares with the same number of days before. */
export function trendText({ current, previous }: PeriodCount, days: number): string {
  const difference = current - previous;
  const before = `the ${days} days before (${formatNumber(previous)})`;
  if (difference === 0) return `Same as ${before}`;
  return `${difference > 0 ? "+" : "−"}${formatNumber(Math.abs(difference))} on ${before}`;
}

/** Plain counts over the stated period, each with its trend (GET /api/admin/stats). */
const STAT_CARDS: StatCard[] = [
  {
    key: "totalUsers",
    label: "Members",
    icon: Users,
    value: (stats) => stats.totalUsers,
    hint: (stats) => `${formatNumber(stats.activeUsers)} active in the last ${stats.periodDays} days`,
  },
  {
    key: "newMembers",
    label: "New members",
    icon: UserPlus,
    value: (stats) => stats.newMembers.current,
    hint: (stats) => trendText(stats.newMembers, stats.periodDays),
  },
  {
    key: "posts",
    label: "Posts",
    icon: FileText,
    value: (stats) => stats.posts.current,
    hint: (stats) => trendText(stats.posts, stats.periodDays),
  },
  {
    key: "comments",
    label: "Comments",
    icon: MessageSquare,
    value: (stats) => stats.comments.current,
    hint: (stats) => trendText(stats.comments, stats.periodDays),
  },
];

export function AdminStatCards() {
  const { data: stats, error, isPending, refetch, isRefetching } = useAdminStats();
  if (error) {
    return (
      <SectionError
        what="the platform figures"
        error={error}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  const headingId = "admin-stats-heading";
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-sm font-medium text-muted-foreground">
        {stats
          ? `Last ${stats.periodDays} days, compared with the ${stats.periodDays} days before`
          : "Platform figures"}
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {STAT_CARDS.map(({ key, label, icon: Icon, value, hint }) => (
          <Card
            key={key}
            className="flex items-start justify-between gap-2 p-4 sm:p-5"
            data-testid={`admin-stat-${key}`}
          >
            <div className="grid min-w-0 gap-1">
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
              {isPending || !stats ? (
                <Skeleton className="h-8 w-16" />
              ) : (
                <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid="stat-value">
                  {formatNumber(value(stats))}
                </p>
              )}
              {isPending || !stats ? (
                <Skeleton className="h-3 w-20" />
              ) : (
                <p className="text-xs text-muted-foreground">{hint(stats)}</p>
              )}
            </div>
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground sm:inline-flex">
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </Card>
        ))}
      </div>
    </section>
  );
}
