import type { BusinessDetail } from "@shared/contracts/directory";
import { Eye, Pencil } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { StarRating } from "@/components/ui/star-rating";
import { ReportMoreMenu } from "@/features/moderation";
import { businessKind, reviewCountText } from "../../business-kind";
import { BusinessLogo } from "../business-logo";
import { BusinessStatusBadges } from "../business-status-badges";

type BusinessHeroProps = {
  business: BusinessDetail;
  onEdit: (() => void) | null;
  /** A signed-in member who does not own the business may report it. */
  canReport: boolean;
};

/** Cover, logo, name, badges, industry and category, stars, review count and views. */
export function BusinessHero({ business, onEdit, canReport }: BusinessHeroProps) {
  const [coverFailed, setCoverFailed] = useState(false);
  return (
    <Card className="overflow-hidden">
      <div className="relative h-40 bg-gradient-to-br from-primary/25 via-accent to-muted sm:h-56">
        {business.coverImage && !coverFailed ? (
          <img
            src={business.coverImage}
            alt=""
            data-testid="business-cover"
            className="size-full object-cover"
            onError={() => setCoverFailed(true)}
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:px-8">
        <BusinessLogo
          name={business.name}
          logo={business.logo}
          className="relative -mt-10 size-20 border-4 border-card bg-card shadow-sm sm:-mt-12 sm:size-24"
        />
        <div className="grid min-w-0 flex-1 gap-2 pt-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{business.name}</h1>
            <BusinessStatusBadges business={business} />
            {!business.isActive ? (
              <Badge variant="secondary">Inactive: hidden from the directory</Badge>
            ) : null}
            {business.isSuspended ? (
              <Badge variant="destructive">Suspended by an administrator: hidden from the directory</Badge>
            ) : null}
          </div>
          <p className="text-muted-foreground">{businessKind(business)}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="inline-flex items-center gap-2">
              {business.reviewCount > 0 ? (
                <>
                  <StarRating rating={business.averageRating} size="md" />
                  <span data-testid="business-rating">{business.averageRating.toFixed(1)}</span>
                </>
              ) : null}
              <span className="text-muted-foreground" data-testid="business-review-count">
                {reviewCountText(business.reviewCount)}
              </span>
            </span>
            <span className="inline-flex items-center gap-1 text-muted-foreground">
              <Eye aria-hidden="true" className="size-4" />
              {business.viewCount.toLocaleString("en-US")} views
            </span>
          </div>
        </div>
        {onEdit ? (
          <Button variant="outline" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit Business
          </Button>
        ) : null}
        {canReport ? (
          <ReportMoreMenu
            target={{ type: "business", id: business.id }}
            label={`More actions for ${business.name}`}
            className="self-start sm:self-end"
          />
        ) : null}
      </div>
    </Card>
  );
}
