import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

type LoadMoreSentinelProps = { hasNextPage: boolean; isFetchingNextPage: boolean; onLoadMore: () => void };

/**
 * Infinite scroll: loads the next page when this spot nears the viewport. The 'Load more' button
 * stays as the fallback (no IntersectionObserver, keyboard users, a failed automatic load).
 */
export function LoadMoreSentinel({ hasNextPage, isFetchingNextPage, onLoadMore }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const loadRef = useRef(onLoadMore);
  loadRef.current = onLoadMore;

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadRef.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage]);

  if (!hasNextPage) {
    return <p className="py-4 text-center text-sm text-muted-foreground">You're all caught up.</p>;
  }
  return (
    <div ref={ref} className="flex justify-center py-2">
      <Button variant="outline" onClick={onLoadMore} disabled={isFetchingNextPage}>
        {isFetchingNextPage ? "Loading..." : "Load more"}
      </Button>
    </div>
  );
}
