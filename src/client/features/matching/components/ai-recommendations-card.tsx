import { CONNECTION_REQUEST_SENT } from "@shared/contracts/connections";
import { REASON_SEPARATOR } from "@shared/contracts/dashboard";
import { Sparkles, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { MemberLine } from "@/components/members/member-line";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  connectFailureText,
  refreshAfterConnectionRequest,
  sendConnectionRequest,
} from "@/features/connections/api";
import { EmptyState } from "../../../components/feedback/empty-state";
import { ListSkeleton } from "../../../components/feedback/list-skeleton";
import { QueryState } from "../../../components/feedback/query-state";
import { useRecommendations } from "../api";
import { NotInterestedMenu } from "./not-interested-menu";

/** AI Recommendations: matched members with their percentage and reasons, each with Connect and View Profile. */
export function AiRecommendationsCard({ onEditProfile }: { onEditProfile: () => void }) {
  const query = useRecommendations();
  const items = query.data ?? [];
  const [sendingTo, setSendingTo] = useState<number | null>(null);

  // The dashboard's Connect is a direct call whose result shows in a browser alert (docs/product.md, Calls).
  async function handleConnect(id: number) {
    setSendingTo(id);
    try {
      await sendConnectionRequest(id);
      window.alert(CONNECTION_REQUEST_SENT);
      await refreshAfterConnectionRequest();
    } catch (error) {
      window.alert(connectFailureText(error));
    } finally {
      setSendingTo(null);
    }
  }

  return (
    <Card data-testid="ai-recommendations">
      <CardHeader>
        <CardTitle>AI Recommendations</CardTitle>
        <CardDescription>Members our matching suggests you meet, and why.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          what="your recommendations"
          loading={<ListSkeleton rows={3} label="Loading recommendations" />}
          isEmpty={items.length === 0}
          empty={
            <EmptyState
              icon={Sparkles}
              message="No recommendations yet. Say what you're looking for and what you offer, add your skills and location, and matching will find people for you."
              action={
                <Button variant="outline" size="sm" onClick={onEditProfile}>
                  Improve Your Profile
                </Button>
              }
            />
          }
        >
          <ul className="grid gap-3">
            {items.map((item) => {
              const reasons = item.reason.split(REASON_SEPARATOR).filter(Boolean);
              const profileHref = `/profile/${encodeURIComponent(item.username)}`;
              return (
                <MemberLine
                  key={item.id}
                  member={item}
                  headline={item.title}
                  badge={<Badge variant="success">{item.matchPercentage}% match</Badge>}
                  testId="recommendation"
                  actions={
                    <div className="flex flex-wrap gap-2 sm:flex-col">
                      <Button
                        size="sm"
                        onClick={() => void handleConnect(item.id)}
                        disabled={sendingTo !== null}
                      >
                        <UserPlus aria-hidden="true" />
                        {sendingTo === item.id ? "Sending..." : "Connect"}
                        <span className="sr-only"> with {item.name}</span>
                      </Button>
                      <Button asChild variant="outline" size="sm">
                        <Link href={profileHref}>
                          View Profile<span className="sr-only"> of {item.name}</span>
                        </Link>
                      </Button>
                      <NotInterestedMenu memberId={item.id} name={item.name} />
                    </div>
                  }
                >
                  <ul aria-label={`Why ${item.name}`} className="grid gap-0.5 text-sm">
                    {reasons.map((reason) => (
                      <li key={reason} className="flex gap-1.5">
                        <Sparkles aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-primary" />
                        <span className="break-words">{reason}</span>
                      </li>
                    ))}
                  </ul>
                </MemberLine>
              );
            })}
          </ul>
        </QueryState>
      </CardContent>
    </Card>
  );
}
