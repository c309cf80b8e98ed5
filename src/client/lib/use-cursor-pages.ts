import { useInfiniteQuery } from "@tanstack/react-query";
import { type CursorPage, fetchCursorPage } from "./api-request";

export type CursorPagesOptions = {
  queryKey: readonly unknown[];
  /** The list's path, e.g. `/api/feed`. */
  path: string;
  /** The key of the list in the answer, e.g. `posts`. */
  key: string;
  /** Query parameters of every page (limit, search, filters); empty ones are left out. */
  params?: Record<string, string | number | undefined>;
  enabled?: boolean;
  refetchOnMount?: boolean | "always";
};

/**
 * The one way the client reads a list: page after page by keyset cursor. `data.pages` holds
 * `{ items, nextCursor, total, extra }`; `fetchNextPage` loads the next page while `hasNextPage`.
 */
export function useCursorPages<T, Extra = Record<string, unknown>>({
  queryKey,
  path,
  key,
  params = {},
  enabled,
  refetchOnMount,
}: CursorPagesOptions) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<T>(path, key, params, pageParam, signal) as Promise<CursorPage<T, Extra>>,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...(enabled === undefined ? {} : { enabled }),
    ...(refetchOnMount === undefined ? {} : { refetchOnMount }),
  });
}
