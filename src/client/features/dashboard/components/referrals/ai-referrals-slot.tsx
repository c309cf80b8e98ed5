import { Handshake } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardTab } from "../../dashboard-tabs";
import { EmptyState } from "../shared/empty-state";

/** The AI Referrals tab; the matching issue replaces this slot with matches and pending referrals. */
export function AiReferralsSlot({ onShowTab }: { onShowTab: (tab: DashboardTab) => void }) {
  return (
    <Card data-testid="ai-referrals">
      <CardHeader>
        <CardTitle>AI Referrals</CardTitle>
        <CardDescription>Introduce the right people to each other and track your referrals.</CardDescription>
      </CardHeader>
      <CardContent>
        <EmptyState
          icon={Handshake}
          message="AI-matched referrals will appear here once matching has analysed your network."
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
