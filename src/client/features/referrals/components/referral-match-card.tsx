import type { ReferralMatch } from "@shared/contracts/referrals";
import { Handshake, MapPin, Users } from "lucide-react";
import { MemberLine } from "@/components/members/member-line";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NotInterestedMenu } from "@/features/matching";

type ReferralMatchCardProps = { match: ReferralMatch; onRefer: (match: ReferralMatch) => void };

/** One AI match: who, why they match, what they look for and offer, and Refer. */
export function ReferralMatchCard({ match, onRefer }: ReferralMatchCardProps) {
  const hintId = `referral-match-${match.id}-hint`;
  return (
    <MemberLine
      member={match}
      testId="referral-match"
      actions={
        <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end">
          <span className="text-sm font-semibold text-primary" data-testid="match-score">
            {match.matchScore}% match
          </span>
          <Button
            size="sm"
            onClick={() => onRefer(match)}
            disabled={!match.canRefer}
            aria-describedby={match.canRefer ? undefined : hintId}
          >
            <Handshake aria-hidden="true" />
            Refer<span className="sr-only"> {match.name}</span>
          </Button>
          {match.canRefer ? null : (
            <span id={hintId} className="text-xs text-muted-foreground">
              Already referred
            </span>
          )}
          <NotInterestedMenu memberId={match.id} name={match.name} />
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {match.location ? (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-3" />
            {match.location}
          </span>
        ) : null}
        {match.mutualConnections > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Users aria-hidden="true" className="size-3" />
            {match.mutualConnections} mutual {match.mutualConnections === 1 ? "connection" : "connections"}
          </span>
        ) : null}
        {match.industry ? (
          <Badge variant="secondary" className="capitalize">
            {match.industry}
          </Badge>
        ) : null}
      </div>
      {match.matchReasons.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={`Why you match ${match.name}`}>
          {match.matchReasons.map((reason) => (
            <li key={reason} className="rounded-full bg-accent px-2.5 py-0.5 text-xs text-accent-foreground">
              {reason}
            </li>
          ))}
        </ul>
      ) : null}
      {match.lookingFor || match.servicesOffered ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {match.lookingFor ? (
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">Looking for</dt>
              <dd className="line-clamp-2">{match.lookingFor}</dd>
            </div>
          ) : null}
          {match.servicesOffered ? (
            <div className="grid gap-0.5">
              <dt className="text-xs font-medium text-muted-foreground">Offers</dt>
              <dd className="line-clamp-2">{match.servicesOffered}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </MemberLine>
  );
}
