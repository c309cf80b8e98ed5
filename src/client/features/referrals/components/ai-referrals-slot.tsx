import { Tabs } from "radix-ui";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { DashboardTab } from "@/features/dashboard";
import { PendingReferralsList } from "./pending-referrals-list";
import { ReceivedReferralsCard } from "./received-referrals-card";
import { ReferralMatchesList } from "./referral-matches-list";
import { ReferralStatCards } from "./referral-stat-cards";

type ReferralsView = "matches" | "pending";

const triggerClassName =
  "inline-flex h-9 flex-1 cursor-pointer items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs sm:flex-none";

/**
 * The AI Referrals tab (docs/product.md, Referrals tab): four stat cards, then the sub-tabs AI Matches and
 * Pending Referrals; referrals addressed to the member appear above them to be answered.
 */
export function AiReferralsSlot({ onShowTab }: { onShowTab: (tab: DashboardTab) => void }) {
  const [view, setView] = useState<ReferralsView>("matches");
  return (
    <div className="grid gap-4" data-testid="ai-referrals">
      <ReceivedReferralsCard />
      <ReferralStatCards />
      <Card>
        <CardHeader>
          <CardTitle>AI Referrals</CardTitle>
          <CardDescription>
            Members our matching picked for you. Refer yourself to the ones you want to meet and track each
            introduction.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs.Root
            value={view}
            onValueChange={(value) => setView(value as ReferralsView)}
            className="grid gap-4"
          >
            <Tabs.List
              aria-label="Referrals"
              className="flex gap-1 rounded-lg bg-muted p-1 sm:inline-flex sm:w-fit"
            >
              <Tabs.Trigger value="matches" className={triggerClassName}>
                AI Matches
              </Tabs.Trigger>
              <Tabs.Trigger value="pending" className={triggerClassName}>
                Pending Referrals
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="matches" className="outline-none">
              <ReferralMatchesList onShowOverview={() => onShowTab("overview")} />
            </Tabs.Content>
            <Tabs.Content value="pending" className="outline-none">
              <PendingReferralsList onShowMatches={() => setView("matches")} />
            </Tabs.Content>
          </Tabs.Root>
        </CardContent>
      </Card>
    </div>
  );
}
