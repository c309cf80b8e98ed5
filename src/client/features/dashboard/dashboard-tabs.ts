/** The dashboard's tabs in order (docs/product.md: overview, connections, opportunities, messages, referrals). */
export const DASHBOARD_TABS = ["overview", "connections", "opportunities", "messages", "referrals"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  overview: "Overview",
  connections: "Connections",
  opportunities: "Opportunities",
  messages: "Messages",
  referrals: "AI Referrals",
};

export const isDashboardTab = (value: string | null | undefined): value is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value ?? "");

/** The tab named by a query string (`?tab=messages`), overview when missing or unknown. */
export function tabFromSearch(search: string): DashboardTab {
  const tab = new URLSearchParams(search).get("tab");
  return isDashboardTab(tab) ? tab : "overview";
}

/** The query string with the tab set and the other parameters kept. */
export function searchWithTab(search: string, tab: DashboardTab): string {
  const params = new URLSearchParams(search);
  params.set("tab", tab);
  return params.toString();
}

/** The query string without the `edit=profile` request that opens the Edit Profile dialog. */
export function searchWithoutEdit(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("edit");
  return params.toString();
}
