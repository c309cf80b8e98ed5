import { type ComponentType, lazy, Suspense } from "react";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import type { AdminTab } from "./admin-tabs";

function lazyTab<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Each tab is its own chunk: the Overview does not download the editors of the other seven. */
const TAB_COMPONENTS: Record<AdminTab, ComponentType> = {
  overview: lazyTab(() => import("../overview/overview-tab"), "OverviewTab"),
  users: lazyTab(() => import("../users/users-tab"), "UsersTab"),
  posts: lazyTab(() => import("../posts/posts-tab"), "PostsTab"),
  articles: lazyTab(() => import("../articles/articles-tab"), "ArticlesTab"),
  businesses: lazyTab(() => import("../businesses/businesses-tab"), "BusinessesTab"),
  banners: lazyTab(() => import("../banners/banners-tab"), "BannersTab"),
  backup: lazyTab(() => import("../backups/backup-tab"), "BackupTab"),
  settings: lazyTab(() => import("../settings/settings-tab"), "SettingsTab"),
  orders: lazyTab(() => import("../orders/orders-tab"), "OrdersTab"),
};

export function AdminTabPanel({ tab }: { tab: AdminTab }) {
  const Panel = TAB_COMPONENTS[tab];
  return (
    <Suspense fallback={<ListSkeleton rows={4} label="Loading the tab" />}>
      <Panel />
    </Suspense>
  );
}
