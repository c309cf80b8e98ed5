import { Briefcase, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ListSkeleton } from "../../../components/feedback/list-skeleton";
import { LoadMoreButton } from "../../../components/feedback/load-more-button";
import { QueryState } from "../../../components/feedback/query-state";
import { useOpportunities } from "../api";
import { OpportunityCard } from "./opportunity-card";
import { OpportunityDetailsDialog } from "./opportunity-details-dialog";
import { PostOpportunityDialog } from "./post-opportunity-dialog";

/** Opportunities tab: open opportunities, best fit first, with Apply, Save, Learn More and Post. */
export function OpportunitiesTab() {
  const query = useOpportunities();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [isPostOpen, setIsPostOpen] = useState(false);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const selected = items.find((item) => item.id === selectedId) ?? null;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Opportunities for You</CardTitle>
          <CardDescription>Best fit for your industry, skills and location first.</CardDescription>
        </div>
        <Button onClick={() => setIsPostOpen(true)}>
          <Plus aria-hidden="true" />
          Post Opportunity
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryState
          query={query}
          what="opportunities"
          loading={<ListSkeleton rows={3} label="Loading opportunities" />}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={Briefcase}
              message="There are no open opportunities right now. Post one and let the network come to you."
              action={
                <Button size="sm" variant="outline" onClick={() => setIsPostOpen(true)}>
                  Post Opportunity
                </Button>
              }
            />
          }
        >
          <ul className="grid gap-3">
            {items.map((item) => (
              <OpportunityCard key={item.id} opportunity={item} onLearnMore={(o) => setSelectedId(o.id)} />
            ))}
          </ul>
          <LoadMoreButton
            hasMore={query.hasNextPage}
            isLoading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label="Show More Opportunities"
          />
        </QueryState>
      </CardContent>
      <OpportunityDetailsDialog
        opportunity={selected}
        onOpenChange={(open) => !open && setSelectedId(null)}
      />
      <PostOpportunityDialog open={isPostOpen} onOpenChange={setIsPostOpen} />
    </Card>
  );
}
