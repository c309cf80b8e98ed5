import { CONNECTION_REQUEST_SENT } from "@shared/contracts/connections";
import { UserPlus } from "lucide-react";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { MemberLine } from "@/components/members/member-line";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { connectFailureText, useSendConnectionRequest } from "@/features/connections/api";
import { useRecommendations } from "@/features/matching/api";
import { toast } from "@/lib/toast";

const SHOWN = 4;

/** The feed's right column: the matching engine's first suggestions, each with Connect. */
export function PeopleYouMayKnow() {
  const query = useRecommendations();
  const items = query.data ?? [];
  const connect = useSendConnectionRequest();

  const handleConnect = (id: number) =>
    connect.mutate(id, {
      onSuccess: () => toast({ title: CONNECTION_REQUEST_SENT, variant: "success" }),
      onError: (error) => toast({ title: connectFailureText(error), variant: "destructive" }),
    });

  return (
    <Card data-testid="people-you-may-know">
      <CardHeader className="p-4 pb-2">
        <CardTitle className="text-base">People you may know</CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0">
        <QueryState
          query={query}
          what="your suggestions"
          loading={<ListSkeleton rows={3} label="Loading suggestions" />}
          isEmpty={items.length === 0}
          empty={
            <p className="text-sm text-muted-foreground">
              No suggestions yet: add your skills and what you are looking for to your profile.
            </p>
          }
        >
          <ul className="grid gap-4">
            {items.slice(0, SHOWN).map((person) => (
              <MemberLine
                key={person.id}
                member={person}
                variant="compact"
                headline={person.title}
                context={`${person.matchPercentage}% match`}
              >
                <Button
                  size="sm"
                  variant="outline"
                  className="mt-1 justify-self-start"
                  disabled={connect.isPending}
                  onClick={() => handleConnect(person.id)}
                >
                  <UserPlus aria-hidden="true" />
                  {connect.isPending && connect.variables === person.id ? "Sending..." : "Connect"}
                  <span className="sr-only"> with {person.name}</span>
                </Button>
              </MemberLine>
            ))}
          </ul>
        </QueryState>
      </CardContent>
    </Card>
  );
}
