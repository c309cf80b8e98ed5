/** The admin screen's tabs in order: the eight of docs/product.md's admin dashboard, then Orders. */
export const ADMIN_TABS = [
  "overview",
  "users",
  "posts",
  "articles",
  "businesses",
  "banners",
  "backup",
  "settings",
  "orders",
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_TAB_LABELS: Record<AdminTab, string> = {
  overview: "Overview",
  users: "Users",
  posts: "Posts",
  articles: "Articles",
  businesses: "Businesses",
  banners: "Banners",
  backup: "Backup",
  settings: "Settings",
  orders: "Orders",
};

export const isAdminTab = (value: string | null | undefined): value is AdminTab =>
  (ADMIN_TABS as readonly string[]).includes(value ?? "");

/** The tab named by a query string (`?tab=posts`), overview when missing or unknown. */
export function adminTabFromSearch(search: string): AdminTab {
  const tab = new URLSearchParams(search).get("tab");
  return isAdminTab(tab) ? tab : "overview";
}

/** The query string with the tab set (overview drops it) and the other parameters kept. */
export function searchWithAdminTab(search: string, tab: AdminTab): string {
  const params = new URLSearchParams(search);
  if (tab === "overview") params.delete("tab");
  else params.set("tab", tab);
  return params.toString();
}
