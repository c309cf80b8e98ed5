import type { AdminBanner, BannerStatus } from "@shared/contracts/banners";
import { Eye, Pencil, Power, PowerOff } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const STATUS: Record<BannerStatus, { label: string; variant: BadgeProps["variant"] }> = {
  running: { label: "Running", variant: "success" },
  scheduled: { label: "Scheduled", variant: "warning" },
  disabled: { label: "Disabled", variant: "secondary" },
  ended: { label: "Ended", variant: "outline" },
};

export function BannerStatusBadge({ status }: { status: BannerStatus }) {
  const { label, variant } = STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}

const formatDay = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }) : null;

/** "Nov 1, 2026 – Nov 30, 2026", "From Nov 1, 2026", "Until …" or "No end date". */
export function bannerSchedule(banner: Pick<AdminBanner, "startDate" | "endDate">): string {
  const start = formatDay(banner.startDate);
  const end = formatDay(banner.endDate);
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}, no end date`;
  if (end) return `Until ${end}`;
  return "No start or end date";
}

export const formatCount = (value: number) => value.toLocaleString("en-US");

export function BannerMetrics({
  banner,
}: {
  banner: Pick<AdminBanner, "impressions" | "clicks" | "clickRate">;
}) {
  const metrics = [
    ["Impressions", formatCount(banner.impressions)],
    ["Clicks", formatCount(banner.clicks)],
    ["Click Rate", `${banner.clickRate.toFixed(1)}%`],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {metrics.map(([label, value]) => (
        <div key={label} className="grid gap-0.5 rounded-lg bg-muted px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type BannerRowProps = {
  banner: AdminBanner;
  onPreview: () => void;
  onEdit: () => void;
  onToggleActive: () => void;
  isToggling: boolean;
};

/** One banner of a list: what, where, when, its counters and its actions. */
export function BannerRow({ banner, onPreview, onEdit, onToggleActive, isToggling }: BannerRowProps) {
  return (
    <Card className="grid gap-3 p-4" data-testid="admin-banner-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold break-words">{banner.title}</h4>
            <BannerStatusBadge status={banner.status} />
          </div>
          <p className="text-sm text-muted-foreground">
            {bannerSchedule(banner)} • {banner.targetPages.join(", ")}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Button variant="ghost" size="sm" onClick={onPreview} aria-label={`Preview ${banner.title}`}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${banner.title}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onToggleActive}
            disabled={isToggling}
            aria-label={`${banner.isActive ? "Disable" : "Enable"} ${banner.title}`}
          >
            {banner.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
            {banner.isActive ? "Disable" : "Enable"}
          </Button>
        </div>
      </div>
      <BannerMetrics banner={banner} />
    </Card>
  );
}
