import type { Business } from "@shared/contracts/directory";
import { DIRECTORY_CARD_SERVICES } from "@shared/rules/directory";
import { MapPin } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { StarRating } from "@/components/ui/star-rating";
import { businessKind, reviewCountText } from "../../business-kind";
import { BusinessLogo } from "../business-logo";
import { BusinessStatusBadges } from "../business-status-badges";

/** One directory card: the first 3 services plus '+N more' and the rating as 5 stars. */
export function BusinessCard({ business }: { business: Business }) {
  const shown = business.services.slice(0, DIRECTORY_CARD_SERVICES);
  const more = business.services.length - shown.length;
  const place = [business.city, business.state].filter(Boolean).join(", ");
  return (
    <Card
      className="relative flex h-full flex-col gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md"
      data-testid="business-card"
    >
      <div className="flex items-start gap-3">
        <BusinessLogo name={business.name} logo={business.logo} className="size-14" />
        <div className="grid min-w-0 gap-1">
          <h3 className="text-base font-semibold leading-tight">
            <Link
              href={`/business/${business.slug}`}
              className="after:absolute after:inset-0 focus-visible:outline-none"
            >
              {business.name}
            </Link>
          </h3>
          <p className="truncate text-sm text-muted-foreground">{businessKind(business)}</p>
          <div className="flex flex-wrap gap-1">
            <BusinessStatusBadges business={business} />
          </div>
        </div>
      </div>
      {business.shortDescription || business.description ? (
        <p className="line-clamp-3 text-sm text-muted-foreground">
          {business.shortDescription ?? business.description}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Services">
          {shown.map((service) => (
            <li key={service}>
              <Badge variant="secondary">{service}</Badge>
            </li>
          ))}
          {more > 0 ? (
            <li>
              <Badge variant="outline">+{more} more</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-2">
          {business.reviewCount > 0 ? <StarRating rating={business.averageRating} /> : null}
          <span className="text-muted-foreground">{reviewCountText(business.reviewCount)}</span>
        </span>
        {place ? (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {place}
          </span>
        ) : null}
      </div>
    </Card>
  );
}

export function BusinessCardSkeleton() {
  return (
    <Card className="grid gap-4 p-5" aria-hidden="true" data-testid="business-card-skeleton">
      <div className="flex gap-3">
        <Skeleton className="size-14 rounded-lg" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-12 w-full" />
      <div className="flex gap-2">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-14" />
      </div>
      <Skeleton className="h-4 w-32" />
    </Card>
  );
}
