import type { Connection, ConnectionUpdateStatus } from "@shared/contracts/connections";
import { Search, Users } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ListSkeleton } from "../../../components/feedback/list-skeleton";
import { LoadMoreButton } from "../../../components/feedback/load-more-button";
import { QueryState } from "../../../components/feedback/query-state";
import { useConnections, useUpdateConnection } from "../api";
import { ConnectionRow } from "./connection-row";

const RESULT_TOASTS: Record<ConnectionUpdateStatus, (name: string) => string> = {
  accepted: (name) => `You are now connected with ${name}.`,
  declined: (name) => `You declined ${name}'s request.`,
  withdrawn: (name) => `Your request to ${name} was withdrawn.`,
};

/** Connections tab: both directions, status badges, accept/decline/withdraw, and Find Connections. */
export function ConnectionsTab({ onFindConnections }: { onFindConnections: () => void }) {
  const query = useConnections();
  const update = useUpdateConnection();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const handleChange = (connection: Connection, status: ConnectionUpdateStatus) => {
    const name = `${connection.connectedUser.firstName} ${connection.connectedUser.lastName}`;
    update.mutate(
      { id: connection.id, status },
      {
        onSuccess: () =>
          toast({
            title: "Connections updated",
            description: RESULT_TOASTS[status](name),
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Could not update the connection. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  const findButton = (
    <Button variant="outline" onClick={onFindConnections}>
      <Search aria-hidden="true" />
      Find Connections
    </Button>
  );

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Your Connections</CardTitle>
          <CardDescription>People you are connected with and requests waiting for an answer.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/network">Open My Network</Link>
          </Button>
          {findButton}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryState
          query={query}
          what="your connections"
          loading={<ListSkeleton rows={4} label="Loading connections" />}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={Users}
              message="You have no connections yet. Start with the members recommended for you."
            />
          }
        >
          <ul className="grid gap-2">
            {items.map((connection) => (
              <ConnectionRow
                key={connection.id}
                connection={connection}
                onChange={handleChange}
                pendingStatus={
                  update.isPending && update.variables?.id === connection.id ? update.variables.status : null
                }
              />
            ))}
          </ul>
          <LoadMoreButton
            hasMore={query.hasNextPage}
            isLoading={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            label="Show More Connections"
          />
        </QueryState>
      </CardContent>
    </Card>
  );
}
