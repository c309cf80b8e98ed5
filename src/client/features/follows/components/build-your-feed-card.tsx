import { followEndpoints } from "@shared/contracts/follows";
import { Hash, Sparkles } from "lucide-react";
import { useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { MemberLine } from "@/components/members/member-line";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useRecommendations } from "@/features/matching/api";
import { parseApiError } from "@/lib/api-request";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { usePopularTopics } from "../api";

const PEOPLE_SHOWN = 3;
const TOPICS_SHOWN = 6;

/**
 * "Build your feed": shown to a member whose network feed is empty, with people (the matching
 * engine's first suggestions) and topics (the most used lately) to follow. Each Follow stays pressed
 * on the card; the feed is fetched again as they go.
 */
export function BuildYourFeedCard() {
  const people = useRecommendations();
  const topics = usePopularTopics();
  const [followed, setFollowed] = useState<Set<string>>(new Set());
  const [pending, setPending] = useState<string | null>(null);

  const follow = async (key: string, send: () => Promise<unknown>, label: string) => {
    setPending(key);
    try {
      await send();
      setFollowed((current) => new Set(current).add(key));
      await queryClient.invalidateQueries({ queryKey: ["/api/feed", "list"] });
    } catch (error) {
      toast({
        title: `Could not follow ${label}`,
        description: parseApiError(error).message,
        variant: "destructive",
      });
    } finally {
      setPending(null);
    }
  };

  const personList = (people.data ?? []).slice(0, PEOPLE_SHOWN);
  const topicList = (topics.data?.topics ?? []).slice(0, TOPICS_SHOWN);
  return (
    <Card data-testid="build-your-feed">
      <CardHeader className="p-4 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          Build your feed
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Your network feed shows posts from your connections and the people and topics you follow. Follow a
          few to fill it; until then, here is what everyone is sharing.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4 p-4 pt-0">
        {personList.length > 0 ? (
          <section aria-label="People to follow" className="grid gap-3">
            <h3 className="text-sm font-semibold">People to follow</h3>
            <ul className="grid gap-3">
              {personList.map((person) => {
                const key = `member-${person.id}`;
                return (
                  <MemberLine
                    key={person.id}
                    member={person}
                    variant="compact"
                    headline={person.title}
                    actions={
                      <PendingButton
                        size="sm"
                        variant="outline"
                        isPending={pending === key}
                        pendingLabel="Following…"
                        disabled={followed.has(key) || pending === key}
                        aria-label={followed.has(key) ? `Following ${person.name}` : `Follow ${person.name}`}
                        onClick={() =>
                          void follow(
                            key,
                            () => call(followEndpoints.followMember, { params: { id: person.id } }),
                            person.name,
                          )
                        }
                      >
                        {followed.has(key) ? "Following" : "Follow"}
                      </PendingButton>
                    }
                  />
                );
              })}
            </ul>
          </section>
        ) : null}
        {topicList.length > 0 ? (
          <section aria-label="Topics to follow" className="grid gap-3">
            <h3 className="text-sm font-semibold">Topics to follow</h3>
            <ul className="flex flex-wrap gap-2">
              {topicList.map((topic) => {
                const key = `topic-${topic.tag}`;
                return (
                  <li key={topic.tag}>
                    <PendingButton
                      size="sm"
                      variant={followed.has(key) ? "secondary" : "outline"}
                      isPending={pending === key}
                      pendingLabel={`#${topic.tag}`}
                      icon={<Hash aria-hidden="true" />}
                      disabled={followed.has(key) || pending === key}
                      aria-label={`${followed.has(key) ? "Following" : "Follow"} #${topic.tag} (${topic.postCount} recent posts)`}
                      onClick={() =>
                        void follow(
                          key,
                          () => call(followEndpoints.followTopic, { params: { tag: topic.tag } }),
                          `#${topic.tag}`,
                        )
                      }
                    >
                      {topic.tag}
                    </PendingButton>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
