import type { AdminStats } from "@shared/contracts/admin";
import { Activity, FileText, type LucideIcon, TrendingUp, Users } from "lucide-react";
import { SectionError } from "@/components/feedback/section-error";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminStats } from "../../api";

type StatCard = {
  key: string;
  label: string;
  icon: LucideIcon;
  value: (stats: Partial<AdminStats>) => string;
  hint: (stats: Partial<AdminStats>) => string;
};

const formatNumber = (value: number | undefined) => (value ?? 0).toLocaleString("en-US");

/** The spec's four cards; a figure the server did not send shows 0. */
const STAT_CARDS: StatCard[] = [
  {
    key: "totalUsers",
    label: "Total Users",
    icon: Users,
    value: (stats) => formatNumber(stats.totalUsers),
    hint: (stats) => `+${formatNumber(stats.dailySignups)} today`,
  },
  {
    key: "activeUsers",
    label: "Active Users",
    icon: Activity,
    value: (stats) => formatNumber(stats.activeUsers),
    hint: (stats) => `${stats.retentionRate ?? 0}% retention`,
  },
  {
    key: "totalPosts",
    label: "Total Posts",
    icon: FileText,
    value: (stats) => formatNumber(stats.totalPosts),
    hint: (stats) => `+${formatNumber(stats.dailyPosts)} today`,
  },
  {
    key: "engagementRate",
    label: "Engagement Rate",
    icon: TrendingUp,
    value: (stats) => `${stats.engagementRate ?? 0}%`,
    hint: () => "Platform average",
  },
];

export function AdminStatCards() {
  const { data, error, isPending, refetch, isRefetching } = useAdminStats();
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
  const stats: Partial<AdminStats> = data ?? {};
  return (
    <section aria-label="Platform figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {STAT_CARDS.map(({ key, label, icon: Icon, value, hint }) => (
        <Card
          key={key}
          className="flex items-start justify-between gap-2 p-4 sm:p-5"
          data-testid={`admin-stat-${key}`}
        >
          <div className="grid min-w-0 gap-1">
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            {isPending ? (
              <Skeleton className="h-8 w-16" />
            ) : (
              <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid="stat-value">
                {value(stats)}
              </p>
            )}
            {isPending ? (
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
    </section>
  );
}
