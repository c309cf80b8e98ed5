import { formatRelativeTime } from "@shared/rules/relative-time";
import { Briefcase } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OpportunityDetailsDialog } from "@/features/opportunities";
import { useOpportunities } from "@/features/opportunities/api";
import { EmptyState } from "../../../../components/feedback/empty-state";
import { ListSkeleton } from "../../../../components/feedback/list-skeleton";
import { QueryState } from "../../../../components/feedback/query-state";
import type { DashboardTab } from "../../dashboard-tabs";
import { RECENT_COUNT, recentOpportunities } from "./recent-opportunities";

/**
 * Recent Opportunities: the first few of the Opportunities list (same request) that match the
 * member's profile, each with why and Learn More; the newest, said so, when none matches.
 */
export function RecentOpportunitiesCard({ onShowTab }: { onShowTab: (tab: DashboardTab) => void }) {
  const query = useOpportunities();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { items, matching } = recentOpportunities(query.data?.pages[0]?.items ?? []);
  const all = query.data?.pages.flatMap((page) => page.items) ?? [];
  const selected = all.find((item) => item.id === selectedId) ?? null;

  return (
    <Card data-testid="recent-opportunities">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle>Recent Opportunities</CardTitle>
          {items.length > 0 ? (
            <CardDescription data-testid="recent-opportunities-scope">
              {matching ? "Matching your profile" : "Newest · none matches your profile yet"}
            </CardDescription>
          ) : null}
        </div>
        <Button variant="link" size="sm" className="px-0" onClick={() => onShowTab("opportunities")}>
          View All
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          what="opportunities"
          loading={<ListSkeleton rows={RECENT_COUNT} label="Loading opportunities" />}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={Briefcase}
              message="No open opportunities right now."
              action={
                <Button variant="outline" size="sm" onClick={() => onShowTab("opportunities")}>
                  Post Opportunity
                </Button>
              }
            />
          }
        >
          <ul className="grid gap-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-2 rounded-card border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="font-medium break-words">{item.title}</p>
                  <p className="text-sm text-muted-foreground">{item.details}</p>
                  {item.matchReason ? <p className="text-sm">{item.matchReason}</p> : null}
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary" className="capitalize">
                      {item.type}
                    </Badge>
                    <span className="text-xs text-muted-foreground">{formatRelativeTime(item.postedAt)}</span>
                  </div>
                </div>
                <Button variant="outline" size="sm" onClick={() => setSelectedId(item.id)}>
                  Learn More<span className="sr-only">: {item.title}</span>
                </Button>
              </li>
            ))}
          </ul>
        </QueryState>
      </CardContent>
      <OpportunityDetailsDialog
        opportunity={selected}
        onOpenChange={(open) => !open && setSelectedId(null)}
      />
    </Card>
  );
}
