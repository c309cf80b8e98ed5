import type { ReactNode } from "react";
import { SectionError } from "./section-error";

type QueryLike = { isPending: boolean; error: unknown; isRefetching: boolean; refetch: () => unknown };

type QueryStateProps = {
  query: QueryLike;
  /** What could not be loaded, e.g. "your connections" (the error's sentence). */
  what: string;
  /** Shown while the first answer is on its way (usually a ListSkeleton). */
  loading: ReactNode;
  /** True when the answer holds nothing to show. */
  isEmpty: boolean;
  /** The designed empty state (usually an EmptyState). */
  empty: ReactNode;
  children: ReactNode;
};

/**
 * The one way a list or slot shows its query's states: loading, a load error with Try Again, empty,
 * or the content.
 */
export function QueryState({ query, what, loading, isEmpty, empty, children }: QueryStateProps) {
  if (query.isPending) return loading;
  if (query.error)
    return (
      <SectionError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  if (isEmpty) return empty;
  return children;
}
