import type { Banner, BannerPage } from "@shared/contracts/banners";
import { ArrowRight, Megaphone, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useActiveBanner, useBannerClick, useBannerImpression } from "../api";
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

const imageClassName = "h-24 w-full shrink-0 rounded-lg sm:h-20 sm:w-40";

/** The banner's picture, or the default art when it has none or it fails to load (never a broken image). */
function BannerImage({ url }: { url: string | null }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <div
        aria-hidden="true"
        className={`${imageClassName} grid place-items-center bg-[linear-gradient(120deg,var(--primary),var(--accent))] text-primary-foreground`}
        data-testid="banner-default-art"
      >
        <Megaphone className="size-8 opacity-80" />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      className={`${imageClassName} object-cover`}
      loading="lazy"
      onError={() => setFailedUrl(url)}
    />
  );
}

type BannerViewProps = {
  banner: Banner;
  onLinkClick?: () => void;
  /** Without it (a preview) there is no dismiss button. */
  onDismiss?: () => void;
};

/** How a banner looks on a page; the Banners tab's preview shows the same. */
export function BannerView({ banner, onLinkClick = () => {}, onDismiss }: BannerViewProps) {
  return (
    <aside
      aria-label="Sponsored"
      className="relative flex flex-col gap-4 overflow-hidden rounded-card border border-border bg-card p-4 pr-12 shadow-xs sm:flex-row sm:items-center"
      data-testid="ad-banner"
    >
      {banner.imageUrl ? <BannerImage url={banner.imageUrl} /> : null}
      <div className="grid min-w-0 gap-1">
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">Sponsored</p>
        <p className="font-semibold leading-snug break-words">{banner.title}</p>
        {banner.description ? <p className="text-sm text-muted-foreground">{banner.description}</p> : null}
        <BannerLink banner={banner} onClick={onLinkClick} />
      </div>
      {onDismiss ? (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-2 right-2 size-8"
          aria-label="Dismiss banner"
          onClick={onDismiss}
        >
          <X aria-hidden="true" />
        </Button>
      ) : null}
    </aside>
  );
}

/**
 * The page's advertising banner (docs/product.md): nothing when none runs or the member dismissed it.
 * An impression is counted once per page view, only when the banner is really shown.
 */
export function AdBanner({ page }: { page: BannerPage }) {
  const { data: banner } = useActiveBanner(page);
  const bannerClick = useBannerClick();
  const bannerImpression = useBannerImpression();
  const [dismissedId, setDismissedId] = useState<number | null>(null);
  const countedId = useRef<number | null>(null);
  const isShown = !!banner && dismissedId !== banner.id && !isBannerDismissed(banner.id);
  const shownId = isShown ? banner.id : null;
  const countImpression = bannerImpression.mutate;

  useEffect(() => {
    if (shownId === null || countedId.current === shownId) return;
    countedId.current = shownId;
    countImpression(shownId);
  }, [shownId, countImpression]);

  if (!banner || !isShown) return null;

  const handleDismiss = () => {
    rememberBannerDismissed(banner.id);
    setDismissedId(banner.id);
  };

  return (
    <BannerView banner={banner} onLinkClick={() => bannerClick.mutate(banner.id)} onDismiss={handleDismiss} />
  );
}
