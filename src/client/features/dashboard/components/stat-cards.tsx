import type { DashboardStats } from "@shared/contracts/dashboard";
import { Briefcase, Eye, type LucideIcon, MessageSquare, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { SectionError } from "../../../components/feedback/section-error";
import { useDashboardStats } from "../api";

type StatCard = {
  key: keyof DashboardStats;
  label: string;
  hint: string;
  icon: LucideIcon;
  /** Where the card leads, when its figure has a list behind it. */
  href?: string;
};

const STAT_CARDS: StatCard[] = [
  { key: "newConnections", label: "New Connections", hint: "Last 30 days", icon: UserPlus },
  { key: "opportunities", label: "Opportunities", hint: "Matching your profile", icon: Briefcase },
  { key: "messages", label: "Messages", hint: "Unread", icon: MessageSquare },
  { key: "profileViews", label: "Profile Views", hint: "Last 30 days", icon: Eye, href: "/profile/viewers" },
];

/** The four stat cards, all from one request (GET /api/dashboard/stats). */
export function StatCards() {
  const { data, error, isPending, refetch, isRefetching } = useDashboardStats();
  if (error) {
    return (
      <SectionError
        what="your dashboard figures"
        error={error}
        onRetry={() => void refetch()}
        isRetrying={isRefetching}
      />
    );
  }
  return (
    <section aria-label="Your numbers" className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {STAT_CARDS.map(({ key, label, hint, icon: Icon, href }) => (
        <Card
          key={key}
          className={cn(
            "relative flex items-start justify-between gap-2 p-4 sm:p-5",
            href && "transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary",
          )}
          data-testid={`stat-${key}`}
        >
          <div className="grid gap-1">
            {href ? (
              // The whole card is the link's target (the ::after covers it); the name stays the label.
              <Link
                href={href}
                className="text-sm font-medium text-muted-foreground outline-none after:absolute after:inset-0 hover:text-primary"
              >
                {label}
              </Link>
            ) : (
              <p className="text-sm font-medium text-muted-foreground">{label}</p>
            )}
            {isPending ? (
              <Skeleton className="h-8 w-12" />
            ) : (
              <p className="text-2xl font-bold tabular-nums sm:text-3xl" data-testid="stat-value">
                {data[key]}
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
