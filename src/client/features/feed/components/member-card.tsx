import type { CurrentUser } from "@shared/contracts/auth";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDashboardStats } from "@/features/dashboard/api";

function Figure({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">
        {value === undefined ? <Skeleton className="h-4 w-8" /> : value.toLocaleString("en-US")}
      </dd>
    </div>
  );
}

/** The feed's left column: who is reading, with their profile views and connections. */
export function MemberCard({ user }: { user: CurrentUser }) {
  const stats = useDashboardStats();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const title = [user.jobTitle, user.company].filter(Boolean).join(" at ");
  return (
    <Card className="overflow-hidden" data-testid="member-card">
      <div aria-hidden="true" className="h-14 bg-gradient-to-r from-primary/80 to-primary/40" />
      <div className="grid justify-items-center gap-1 px-4 pb-4 text-center">
        <Avatar
          id={user.id}
          firstName={user.firstName}
          lastName={user.lastName}
          src={user.avatar}
          className="-mt-8 size-16 border-4 border-card text-lg"
          isDecorative
        />
        <p className="font-semibold break-words">{name}</p>
        {title ? <p className="text-sm text-muted-foreground break-words">{title}</p> : null}
      </div>
      <dl className="grid gap-2 border-t border-border px-4 py-3">
        <Figure label="Profile views (30 days)" value={stats.data?.profileViews} />
        <Figure label="Connections" value={stats.data?.totalConnections} />
      </dl>
      <div className="border-t border-border px-4 py-3 text-center">
        <Link
          href={`/profile/${encodeURIComponent(user.username)}`}
          className="text-sm font-medium text-primary hover:underline"
        >
          View your profile
        </Link>
      </div>
    </Card>
  );
}
