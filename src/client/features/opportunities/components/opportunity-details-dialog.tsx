import type { Opportunity } from "@shared/contracts/opportunities";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { OpportunityActions } from "./opportunity-actions";

type OpportunityDetailsDialogProps = {
  opportunity: Opportunity | null;
  onOpenChange: (open: boolean) => void;
};

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm">{value}</dd>
    </div>
  );
}

/** Learn More: everything about one opportunity, with Apply and Save. */
export function OpportunityDetailsDialog({ opportunity, onOpenChange }: OpportunityDetailsDialogProps) {
  return (
    <Dialog open={opportunity !== null} onOpenChange={onOpenChange}>
      {opportunity ? (
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary" className="capitalize">
                {opportunity.type}
              </Badge>
              {opportunity.category ? <Badge variant="outline">{opportunity.category}</Badge> : null}
            </div>
            <DialogTitle>{opportunity.title}</DialogTitle>
            <DialogDescription>{opportunity.details || "Details not given"}</DialogDescription>
          </DialogHeader>
          {opportunity.description ? (
            <p className="text-sm whitespace-pre-line">{opportunity.description}</p>
          ) : null}
          <dl className="grid gap-3 sm:grid-cols-2">
            <Detail label="Company" value={opportunity.company} />
            <Detail label="Location" value={opportunity.location} />
            <Detail label="Remote" value={opportunity.remoteOption ? "Remote possible" : "On site"} />
            <Detail label="Budget" value={opportunity.budget} />
            <Detail label="Timeline" value={opportunity.timeline} />
            <Detail label="Posted" value={formatRelativeTime(opportunity.postedAt)} />
          </dl>
          {opportunity.skillsNeeded.length > 0 ? (
            <div className="grid gap-2">
              <p className="text-xs font-medium text-muted-foreground">Skills needed</p>
              <ul className="flex flex-wrap gap-1.5">
                {opportunity.skillsNeeded.map((skill) => (
                  <li key={skill}>
                    <Badge variant="outline">{skill}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {opportunity.postedBy ? (
            <p className="text-sm text-muted-foreground">
              Posted by{" "}
              <Link
                className="font-medium text-primary hover:underline"
                href={`/profile/${opportunity.postedBy.username}`}
              >
                {opportunity.postedBy.name}
              </Link>
            </p>
          ) : null}
          <OpportunityActions opportunity={opportunity} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
