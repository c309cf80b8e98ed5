import type { Service } from "@shared/contracts/services";
import {
  isInServiceCategory,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_DISPLAY_NAMES,
  type ServiceCategory,
} from "@shared/rules/service-categories";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { OrderPath } from "../api";
import { ServiceGrid } from "./service-grid";

type TabValue = "all" | ServiceCategory;

const triggerClassName =
  "inline-flex h-9 shrink-0 cursor-pointer items-center rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs";

type CategoryTabsProps = {
  services: Service[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  orderPath: OrderPath;
};

/** All Services plus one tab per category (Radix Tabs: arrow keys move between them). */
export function CategoryTabs(props: CategoryTabsProps) {
  const [tab, setTab] = useState<TabValue>("all");
  const tabs: TabValue[] = ["all", ...SERVICE_CATEGORIES];
  const label = (value: TabValue) =>
    value === "all" ? "All Services" : SERVICE_CATEGORY_DISPLAY_NAMES[value];

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(value) => setTab(value as TabValue)}
      className="grid min-w-0 gap-5"
    >
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <Tabs.List
          aria-label="Service categories"
          className="inline-flex min-w-max gap-1 rounded-lg bg-muted p-1"
        >
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={triggerClassName}>
              {label(value)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {tabs.map((value) => (
        <Tabs.Content key={value} value={value} className="outline-none">
          <ServiceGrid
            services={
              value === "all"
                ? props.services
                : props.services?.filter((service) => isInServiceCategory(service.category, value))
            }
            isPending={props.isPending}
            error={props.error}
            onRetry={props.onRetry}
            isRetrying={props.isRetrying}
            orderPath={props.orderPath}
            emptyTitle={value === "all" ? "No Services Available" : `No ${label(value)} Services Available`}
            emptyAction={
              value === "all" ? undefined : (
                <Button variant="outline" size="sm" onClick={() => setTab("all")}>
                  Show all services
                </Button>
              )
            }
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
