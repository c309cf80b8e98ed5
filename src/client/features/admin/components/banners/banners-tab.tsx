import type { AdminBanner } from "@shared/contracts/banners";
import { History, Megaphone, Pencil, Plus, PowerOff } from "lucide-react";
import { useState } from "react";
import { SectionError } from "@/components/feedback/section-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { BannerView } from "@/features/banners";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { AdminListState } from "../shell/admin-list-state";
import { BannerFormDialog } from "./banner-form-dialog";
import { BannerMetrics, BannerRow, BannerStatusBadge, bannerSchedule } from "./banner-row";
import { type BannerListView, useAdminBanners, useCurrentBanner, useUpdateBanner } from "./banners-api";

type BannerActions = {
  onPreview: (banner: AdminBanner) => void;
  onEdit: (banner: AdminBanner) => void;
  onToggleActive: (banner: AdminBanner) => void;
  togglingId: number | null;
};

function CurrentBannerCard({ onCreate, actions }: { onCreate: () => void; actions: BannerActions }) {
  const query = useCurrentBanner();
  const banner = query.data;
  return (
    <Card data-testid="current-banner-card">
      <CardHeader>
        <CardTitle>Current Active Banner</CardTitle>
        <CardDescription>
          The banner running now, with its impressions and clicks counted on the site.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <div role="status" aria-label="Loading the current banner" className="grid gap-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : query.error ? (
          <SectionError
            what="the current banner"
            error={query.error}
            onRetry={() => void query.refetch()}
            isRetrying={query.isRefetching}
          />
        ) : banner ? (
          <>
            <BannerView banner={banner} />
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <BannerStatusBadge status={banner.status} />
              <span>{bannerSchedule(banner)}</span>
              <span aria-hidden="true">•</span>
              <span>Shown on {banner.targetPages.join(", ")}</span>
            </div>
            <BannerMetrics banner={banner} />
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => actions.onEdit(banner)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button
                variant="outline"
                onClick={() => actions.onToggleActive(banner)}
                disabled={actions.togglingId === banner.id}
              >
                <PowerOff aria-hidden="true" />
                {actions.togglingId === banner.id ? "Disabling..." : "Disable"}
              </Button>
            </div>
          </>
        ) : (
          <div className="grid justify-items-start gap-3">
            <p className="text-sm text-muted-foreground">No banner is running right now.</p>
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" />
              Create New Banner
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function BannerList({ view, actions }: { view: BannerListView; actions: BannerActions }) {
  const query = useAdminBanners(view);
  const banners = query.data?.pages.flatMap((page) => page.items) ?? [];
  const isHistory = view === "history";
  return (
    <AdminListState
      query={query}
      itemCount={banners.length}
      what={isHistory ? "the campaign history" : "the banners"}
      emptyIcon={isHistory ? History : Megaphone}
      emptyMessage={
        isHistory
          ? "No past campaigns yet. Disabled and ended banners appear here with their results."
          : "No running or scheduled banners. Create one to promote a page."
      }
      moreLabel={isHistory ? "Load More Campaigns" : "Load More Banners"}
    >
      <ul className="grid gap-3">
        {banners.map((banner) => (
          <li key={banner.id}>
            <BannerRow
              banner={banner}
              onPreview={() => actions.onPreview(banner)}
              onEdit={() => actions.onEdit(banner)}
              onToggleActive={() => actions.onToggleActive(banner)}
              isToggling={actions.togglingId === banner.id}
            />
          </li>
        ))}
      </ul>
    </AdminListState>
  );
}

/** The Banners tab: the running banner and its metrics, all banners, and the campaign history. */
export function BannersTab() {
  const update = useUpdateBanner();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [previewing, setPreviewing] = useState<AdminBanner | null>(null);
  const [togglingId, setTogglingId] = useState<number | null>(null);

  const openForm = (banner: AdminBanner | null) => {
    setEditing(banner);
    setIsFormOpen(true);
  };
  const handleToggleActive = (banner: AdminBanner) => {
    setTogglingId(banner.id);
    update.mutate(
      { id: banner.id, change: { isActive: !banner.isActive } },
      {
        onSuccess: () =>
          toast({
            title: banner.isActive ? "Banner disabled" : "Banner enabled",
            description: banner.isActive
              ? `"${banner.title}" no longer shows on the site.`
              : `"${banner.title}" shows on its pages between its start and end dates.`,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to update the banner. Please try again.",
            variant: "destructive",
          }),
        onSettled: () => setTogglingId(null),
      },
    );
  };
  const actions: BannerActions = {
    onPreview: setPreviewing,
    onEdit: openForm,
    onToggleActive: handleToggleActive,
    togglingId,
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-xl font-semibold">Promotional Banners</h2>
          <p className="text-sm text-muted-foreground">
            Banners show on the Dashboard, Feed, News and Profile pages you choose, between their dates.
          </p>
        </div>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" />
          Create New Banner
        </Button>
      </div>
      <CurrentBannerCard onCreate={() => openForm(null)} actions={actions} />
      <section aria-labelledby="banners-current-heading" className="grid gap-3">
        <h3 id="banners-current-heading" className="text-lg font-semibold">
          Running and Scheduled
        </h3>
        <BannerList view="current" actions={actions} />
      </section>
      <section aria-labelledby="banners-history-heading" className="grid gap-3">
        <h3 id="banners-history-heading" className="text-lg font-semibold">
          Campaign History
        </h3>
        <BannerList view="history" actions={actions} />
      </section>
      <BannerFormDialog open={isFormOpen} onOpenChange={setIsFormOpen} banner={editing} />
      <Dialog open={previewing !== null} onOpenChange={(open) => !open && setPreviewing(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>Banner Preview</DialogTitle>
            <DialogDescription>How “{previewing?.title}” looks on its pages.</DialogDescription>
          </DialogHeader>
          {previewing ? <BannerView banner={previewing} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
