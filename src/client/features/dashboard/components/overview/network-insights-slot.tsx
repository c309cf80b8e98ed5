import { ChartNoAxesCombined } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardTab } from "../../dashboard-tabs";
import { EmptyState } from "../shared/empty-state";

/** The Network Insights sidebar; the matching issue replaces this slot with the real insights. */
export function NetworkInsightsSlot({ onShowTab }: { onShowTab: (tab: DashboardTab) => void }) {
  return (
    <Card data-testid="network-insights">
      <CardHeader>
        <CardTitle className="text-base">Network Insights</CardTitle>
      </CardHeader>
      <CardContent>
        <EmptyState
          icon={ChartNoAxesCombined}
          message="Trends, recommended members and growth tips for your network will show here."
          action={
            <Button variant="outline" size="sm" onClick={() => onShowTab("connections")}>
              Review Connections
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
