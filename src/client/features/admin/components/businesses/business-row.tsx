import type { AdminBusiness } from "@shared/contracts/directory";
import {
  BadgeCheck,
  Ban,
  CircleCheck,
  Eye,
  EyeOff,
  Pencil,
  ShieldCheck,
  ShieldOff,
  Trash2,
} from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { BusinessLogo } from "@/features/directory";

type BusinessRowProps = {
  business: AdminBusiness;
  isBusy: boolean;
  onEdit: () => void;
  onToggleActive: () => void;
  onToggleVerified: () => void;
  onToggleSuspended: () => void;
  onDelete: () => void;
};

const clearedDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** One business: logo, name, 'industry • category', size and rating, badges and the five actions. */
export function BusinessRow({
  business,
  isBusy,
  onEdit,
  onToggleActive,
  onToggleVerified,
  onToggleSuspended,
  onDelete,
}: BusinessRowProps) {
  const name = business.name;
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center"
      data-testid="admin-business-row"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <BusinessLogo name={name} logo={business.logo} className="size-12" />
        <div className="grid min-w-0 gap-0.5">
          <Link
            href={`/business/${business.slug}`}
            className="truncate font-semibold text-foreground hover:underline"
          >
            {name}
          </Link>
          <span className="truncate text-sm text-muted-foreground">
            {business.industry ?? "No industry"} • {business.category}
          </span>
          <span className="text-sm text-muted-foreground">
            {business.employeeCount ?? "Unknown"} employees • {business.rating} ({business.reviewCount}{" "}
            reviews)
          </span>
          <span className="text-xs text-muted-foreground">
            Owner: {business.owner.firstName} {business.owner.lastName}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={business.isActive ? "success" : "secondary"}>
          {business.isActive ? "Active" : "Inactive"}
        </Badge>
        {business.isVerified ? (
          <Badge variant="default">
            <BadgeCheck aria-hidden="true" />
            Verified
          </Badge>
        ) : null}
        {business.isFeatured ? <Badge variant="warning">Featured</Badge> : null}
        {business.isSuspended ? <Badge variant="destructive">Suspended</Badge> : null}
        {business.verificationClearedAt ? (
          <Badge variant="outline" title="The owner changed the name, website, e-mail or phone">
            Verification cleared after edit ({clearedDate(business.verificationClearedAt)})
          </Badge>
        ) : null}
        <Button variant="outline" size="icon" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={business.isActive ? `Deactivate ${name}` : `Activate ${name}`}
          onClick={onToggleActive}
          disabled={isBusy}
        >
          {business.isActive ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={business.isVerified ? `Unverify ${name}` : `Verify ${name}`}
          onClick={onToggleVerified}
          disabled={isBusy}
        >
          {business.isVerified ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={business.isSuspended ? `Unsuspend ${name}` : `Suspend ${name}`}
          onClick={onToggleSuspended}
          disabled={isBusy}
        >
          {business.isSuspended ? <CircleCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={`Delete ${name}`}
          onClick={onDelete}
          className="text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
