import { REASON_SEPARATOR } from "@shared/contracts/dashboard";
import { Sparkles, UserPlus } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { MemberLine } from "@/components/members/member-line";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NetworkSection } from "@/components/ui/network-section";
import { NotInterestedMenu } from "@/features/matching";
import { useRecommendations } from "@/features/matching/api";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useSendConnectionRequest } from "../api";

/** People you may know: the matching recommendations (the dashboard's), each with its reasons and Connect. */
export function NetworkSuggestionsSection() {
  const query = useRecommendations();
  const connect = useSendConnectionRequest();
  const items = query.data ?? [];

  return (
    <NetworkSection
      id="suggestions"
      title="People you may know"
      description="Members matching suggests for you, and why."
    >
      <QueryState
        query={query}
        what="your suggestions"
        loading={<ListSkeleton rows={3} label="Loading suggestions" />}
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            icon={Sparkles}
            message="No suggestions right now. Add your skills, what you offer and what you look for, and matching will find people for you."
            action={
              <Button asChild variant="outline" size="sm">
                <Link href="/dashboard?edit=profile">Improve your profile</Link>
              </Button>
            }
          />
        }
      >
        <ul className="grid gap-2">
          {items.map((item) => {
            const reasons = item.reason.split(REASON_SEPARATOR).filter(Boolean);
            return (
              <MemberLine
                key={item.id}
                member={item}
                headline={item.title}
                badge={<Badge variant="success">{item.matchPercentage}% match</Badge>}
                testId="network-suggestion"
                actions={
                  <>
                    <PendingButton
                      size="sm"
                      isPending={connect.isPending && connect.variables === item.id}
                      disabled={connect.isPending}
                      pendingLabel="Sending…"
                      icon={<UserPlus aria-hidden="true" />}
                      onClick={() =>
                        connect.mutate(item.id, {
                          onSuccess: () =>
                            toast({
                              title: "Request sent",
                              description: `${item.name} will see your request.`,
                              variant: "success",
                            }),
                          onError: (error) =>
                            toast({
                              title: "Could not connect",
                              description: parseApiError(error).message,
                              variant: "destructive",
                            }),
                        })
                      }
                    >
                      Connect<span className="sr-only"> with {item.name}</span>
                    </PendingButton>
                    <NotInterestedMenu memberId={item.id} name={item.name} />
                  </>
                }
              >
                {reasons.length > 0 ? (
                  <p className="text-sm break-words">
                    <span className="sr-only">Why: </span>
                    {reasons.join(REASON_SEPARATOR)}
                  </p>
                ) : null}
              </MemberLine>
            );
          })}
        </ul>
      </QueryState>
    </NetworkSection>
  );
}
