import { CONNECTION_SEARCH_MAX, type ConnectionSort } from "@shared/contracts/connections";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Search, Users } from "lucide-react";
import { useState } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { MemberLine } from "@/components/members/member-line";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NetworkSection } from "@/components/ui/network-section";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { MessageLink } from "@/features/messages";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useConnectionView } from "../api";

const SORT_LABELS: Record<ConnectionSort, string> = {
  recent: "Recently added",
  firstName: "First name",
  lastName: "Last name",
};

/** The reader's connections: searched by name and sorted on the server, a page at a time. */
export function ConnectionsListSection() {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<ConnectionSort>("recent");
  const debounced = useDebouncedValue(search);
  const query = useConnectionView("connected", debounced, sort);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  const tools = (
    <div className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
      <div className="grid gap-1.5">
        <Label htmlFor="connections-search">Search connections</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="connections-search"
            type="search"
            className="pl-9"
            placeholder="Search by name"
            maxLength={CONNECTION_SEARCH_MAX}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="connections-sort">Sort by</Label>
        <Select value={sort} onValueChange={(value) => setSort(value as ConnectionSort)}>
          <SelectTrigger id="connections-sort">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );

  return (
    <NetworkSection
      id="connections"
      title="Connections"
      description="The people you are connected with."
      tools={tools}
    >
      <QueryState
        query={query}
        what="your connections"
        loading={<ListSkeleton rows={4} label="Loading connections" />}
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            icon={Users}
            message={
              debounced.trim()
                ? `None of your connections is called “${debounced.trim()}”.`
                : "You have no connections yet. Start with the people you may know."
            }
          />
        }
      >
        <ul className="grid gap-2" aria-label="Your connections">
          {items.map((connection) => (
            <MemberLine
              key={connection.id}
              member={connection.connectedUser}
              context={`Connected ${formatRelativeTime(connection.connectedSince)}`}
              actions={
                <MessageLink
                  memberId={connection.connectedUser.id}
                  name={`${connection.connectedUser.firstName} ${connection.connectedUser.lastName}`}
                />
              }
              testId="network-connection"
            />
          ))}
        </ul>
        <LoadMoreButton
          hasMore={query.hasNextPage}
          isLoading={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          label="Show more connections"
        />
      </QueryState>
    </NetworkSection>
  );
}
