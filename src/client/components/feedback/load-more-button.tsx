import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";

type LoadMoreButtonProps = { hasMore: boolean; isLoading: boolean; onLoadMore: () => void; label: string };

export function LoadMoreButton({ hasMore, isLoading, onLoadMore, label }: LoadMoreButtonProps) {
  if (!hasMore) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={onLoadMore} disabled={isLoading}>
        {isLoading ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {isLoading ? "Loading..." : label}
      </Button>
    </div>
  );
}
