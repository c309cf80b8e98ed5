import type { Banner, BannerPage } from "@shared/contracts/banners";
import { ArrowRight, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useActiveBanner, useBannerClick } from "../api";
import { isBannerDismissed, rememberBannerDismissed } from "../dismissed-banners";

const ctaClassName =
  "inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm";

function BannerLink({ banner, onClick }: { banner: Banner; onClick: () => void }) {
  if (!banner.linkUrl) return null;
  const label = (
    <>
      Learn more<span className="sr-only">: {banner.title}</span>
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  if (banner.linkUrl.startsWith("/")) {
    return (
      <Link href={banner.linkUrl} className={ctaClassName} onClick={onClick}>
        {label}
      </Link>
    );
  }
  return (
    <a
      href={banner.linkUrl}
      target="_blank"
      rel="noopener noreferrer sponsored"
      className={ctaClassName}
      onClick={onClick}
    >
      {label}
    </a>
  );
}

/** The page's advertising banner (document 1): nothing when none runs or the member dismissed it. */
export function AdBanner({ page }: { page: BannerPage }) {
  const { data: banner } = useActiveBanner(page);
  const bannerClick = useBannerClick();
  const [dismissedId, setDismissedId] = useState<number | null>(null);

  if (!banner || dismissedId === banner.id || isBannerDismissed(banner.id)) return null;

  const handleDismiss = () => {
    rememberBannerDismissed(banner.id);
    setDismissedId(banner.id);
  };

  return (
    <aside
      aria-label="Sponsored"
      className="relative flex flex-col gap-4 overflow-hidden rounded-card border border-border bg-card p-4 pr-12 shadow-xs sm:flex-row sm:items-center"
      data-testid="ad-banner"
    >
      {banner.imageUrl ? (
        <img
          src={banner.imageUrl}
          alt=""
          className="h-24 w-full shrink-0 rounded-lg object-cover sm:h-20 sm:w-40"
          loading="lazy"
        />
      ) : null}
      <div className="grid gap-1">
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Sponsored</p>
        <p className="font-semibold leading-snug">{banner.title}</p>
        {banner.description ? <p className="text-sm text-muted-foreground">{banner.description}</p> : null}
        <BannerLink banner={banner} onClick={() => bannerClick.mutate(banner.id)} />
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-8"
        aria-label="Dismiss banner"
        onClick={handleDismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </aside>
  );
}
