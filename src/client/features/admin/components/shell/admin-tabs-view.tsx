import { Tabs } from "radix-ui";
import { AdminTabPanel } from "./admin-tab-panels";
import { ADMIN_TAB_LABELS, ADMIN_TABS, type AdminTab } from "./admin-tabs";

const triggerClassName =
  "inline-flex h-9 min-w-0 cursor-pointer items-center justify-center rounded-md px-1 text-xs font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs sm:text-sm";

type AdminTabsViewProps = { tab: AdminTab; onTabChange: (tab: AdminTab) => void };

/**
 * The eight admin tabs (Radix Tabs: arrow keys move between them): one row of eight from tablet
 * width up, two rows of four on a phone, so every tab is always in sight.
 */
export function AdminTabsView({ tab, onTabChange }: AdminTabsViewProps) {
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => onTabChange(value as AdminTab)}
      className="grid min-w-0 gap-6"
    >
      <Tabs.List
        aria-label="Admin sections"
        className="grid grid-cols-5 gap-1 rounded-lg bg-muted p-1 md:grid-cols-9"
        data-testid="admin-tab-list"
      >
        {ADMIN_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} className={triggerClassName}>
            {ADMIN_TAB_LABELS[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {ADMIN_TABS.map((value) => (
        <Tabs.Content key={value} value={value} className="min-w-0 outline-none">
          {value === tab ? <AdminTabPanel tab={value} /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
