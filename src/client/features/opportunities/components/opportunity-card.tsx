import type { Opportunity } from "@shared/contracts/opportunities";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { OpportunityActions } from "./opportunity-actions";

type OpportunityCardProps = { opportunity: Opportunity; onLearnMore: (opportunity: Opportunity) => void };

/** One opportunity of the Opportunities tab: title, details line, whether and why it matches, description, skills, actions. */
export function OpportunityCard({ opportunity, onLearnMore }: OpportunityCardProps) {
  return (
    <li className="grid gap-3 rounded-card border border-border bg-card p-4" data-testid="opportunity">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold leading-snug break-words">{opportunity.title}</h3>
          {opportunity.details ? (
            <p className="text-sm text-muted-foreground">{opportunity.details}</p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Badge variant="secondary" className="capitalize">
            {opportunity.type}
          </Badge>
          <span className="text-xs text-muted-foreground">{formatRelativeTime(opportunity.postedAt)}</span>
        </div>
      </div>
      {opportunity.matchesProfile ? (
        <p className="text-sm" data-testid="opportunity-match">
          <Badge variant="outline">Matches your profile</Badge>
          {opportunity.matchReason ? <span className="ml-2">{opportunity.matchReason}</span> : null}
        </p>
      ) : null}
      {opportunity.description ? <p className="line-clamp-2 text-sm">{opportunity.description}</p> : null}
      {opportunity.skillsNeeded.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills needed">
          {opportunity.skillsNeeded.map((skill) => (
            <li key={skill}>
              <Badge variant="outline">{skill}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <OpportunityActions opportunity={opportunity} />
        <Button variant="link" size="sm" className="px-0" onClick={() => onLearnMore(opportunity)}>
          Learn More<span className="sr-only">: {opportunity.title}</span>
        </Button>
      </div>
    </li>
  );
}
