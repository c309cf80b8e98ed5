import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { SectionError } from "@/components/feedback/section-error";

type AdminListStateProps = {
  query: {
    isPending: boolean;
    error: unknown;
    refetch: () => unknown;
    isRefetching: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  itemCount: number;
  /** e.g. "the users" */
  what: string;
  emptyIcon: LucideIcon;
  emptyMessage: string;
  emptyAction?: ReactNode;
  moreLabel: string;
  children: ReactNode;
};

/** Loading, error and empty states around an admin list, and its Load More button. */
export function AdminListState({
  query,
  itemCount,
  what,
  emptyIcon,
  emptyMessage,
  emptyAction,
  moreLabel,
  children,
}: AdminListStateProps) {
  if (query.isPending) return <ListSkeleton rows={5} label={`Loading ${what}`} />;
  if (query.error && itemCount === 0) {
    return (
      <SectionError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (itemCount === 0) return <EmptyState icon={emptyIcon} message={emptyMessage} action={emptyAction} />;
  return (
    <div className="grid gap-4">
      {children}
      <LoadMoreButton
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label={moreLabel}
      />
    </div>
  );
}
