import { TrendingDown, TrendingUp } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { SectionError } from "../../../../components/feedback/section-error";
import { useDashboardStats } from "../../api";

/** Network Growth: total connections and this month's growth against last month (shares the stats request). */
export function NetworkGrowthCard() {
  const { data, error, isPending, refetch, isRefetching } = useDashboardStats();
  const growth = data?.growthPercentage ?? 0;
  const Trend = growth < 0 ? TrendingDown : TrendingUp;
  return (
    <Card data-testid="network-growth">
      <CardHeader>
        <CardTitle className="text-base">Network Growth</CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <SectionError
            what="your network growth"
            error={error}
            onRetry={() => void refetch()}
            isRetrying={isRefetching}
          />
        ) : (
          <dl className="grid grid-cols-2 gap-3">
            <div className="grid gap-1">
              <dt className="text-xs text-muted-foreground">Total connections</dt>
              <dd className="text-2xl font-bold tabular-nums">
                {isPending ? <Skeleton className="h-8 w-10" /> : data.totalConnections}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-xs text-muted-foreground">This month</dt>
              <dd
                className={cn(
                  "inline-flex items-center gap-1 text-2xl font-bold tabular-nums",
                  growth > 0 && "text-success",
                  growth < 0 && "text-destructive",
                )}
              >
                {isPending ? (
                  <Skeleton className="h-8 w-14" />
                ) : (
                  <>
                    <Trend aria-hidden="true" className="size-5" />
                    {growth > 0 ? "+" : ""}
                    {growth}%
                  </>
                )}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
