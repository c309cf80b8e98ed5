import { AdminStatCards } from "./admin-stat-cards";
import { AuditLogCard } from "./audit-log-card";
import { RecentActivity } from "./recent-activity";

/** The Overview tab: the platform's four figures, the latest posts and the admin activity log. */
export function OverviewTab() {
  return (
    <div className="grid gap-6">
      <h2 className="sr-only">Overview</h2>
      <AdminStatCards />
      <RecentActivity />
      <AuditLogCard />
    </div>
  );
}
