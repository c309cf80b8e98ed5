import { CONNECTION_REQUEST_SENT } from "@shared/contracts/connections";
import { UserPlus } from "lucide-react";
import { Link } from "wouter";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { Avatar } from "@/components/ui/avatar";
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
            {items.slice(0, SHOWN).map((person) => {
              const [firstName, ...rest] = person.name.split(" ");
              return (
                <li key={person.id} className="grid grid-cols-[auto_minmax(0,1fr)] gap-3">
                  <Avatar
                    id={person.id}
                    firstName={firstName}
                    lastName={rest.join(" ")}
                    src={person.avatar}
                    isDecorative
                  />
                  <div className="grid min-w-0 gap-1">
                    <Link
                      href={`/profile/${encodeURIComponent(person.username)}`}
                      className="text-sm font-semibold break-words hover:underline"
                    >
                      {person.name}
                    </Link>
                    {person.title ? (
                      <p className="text-xs text-muted-foreground break-words">{person.title}</p>
                    ) : null}
                    <p className="text-xs text-muted-foreground">{person.matchPercentage}% match</p>
                    <Button
                      size="sm"
                      variant="outline"
                      className="justify-self-start"
                      disabled={connect.isPending}
                      onClick={() => handleConnect(person.id)}
                    >
                      <UserPlus aria-hidden="true" />
                      {connect.isPending && connect.variables === person.id ? "Sending..." : "Connect"}
                      <span className="sr-only"> with {person.name}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        </QueryState>
      </CardContent>
    </Card>
  );
}
