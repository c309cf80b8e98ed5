import { Tabs } from "radix-ui";
import { ConnectionsTab } from "@/features/connections";
import { MessagesTab } from "@/features/messages";
import { OpportunitiesTab } from "@/features/opportunities";
import { AiReferralsSlot } from "@/features/referrals";
import { cn } from "@/lib/cn";
import { DASHBOARD_TAB_LABELS, DASHBOARD_TABS, type DashboardTab } from "../dashboard-tabs";
import { OverviewTab } from "./overview/overview-tab";

type DashboardTabsViewProps = {
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  /** Opens Edit Profile, focused on the field with this id when one is given. */
  onEditProfile: (fieldId?: string) => void;
};

const triggerClassName =
  "inline-flex h-9 shrink-0 cursor-pointer items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs";

/** The five dashboard tabs (Radix Tabs: arrow keys move between them); the list scrolls on phones. */
export function DashboardTabsView({ tab, onTabChange, onEditProfile }: DashboardTabsViewProps) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(value as DashboardTab)}
      className="grid min-w-0 gap-4"
    >
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <Tabs.List
          aria-label="Dashboard sections"
          className="inline-flex min-w-max gap-1 rounded-lg bg-muted p-1"
          data-tour="tabs"
        >
          {DASHBOARD_TABS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(triggerClassName)}
              data-tour={`tab-${value}`}
            >
              {DASHBOARD_TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      <Tabs.Content value="overview" className="outline-none">
        <OverviewTab onEditProfile={onEditProfile} onShowTab={onTabChange} />
      </Tabs.Content>
      <Tabs.Content value="connections" className="outline-none">
        <ConnectionsTab onFindConnections={() => onTabChange("overview")} />
      </Tabs.Content>
      <Tabs.Content value="opportunities" className="outline-none">
        <OpportunitiesTab />
      </Tabs.Content>
      <Tabs.Content value="messages" className="outline-none">
        <MessagesTab />
      </Tabs.Content>
      <Tabs.Content value="referrals" className="outline-none">
        <AiReferralsSlot onShowTab={onTabChange} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
