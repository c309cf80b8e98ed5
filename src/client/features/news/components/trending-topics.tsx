import { NEWS_TRENDING_TOPICS } from "@shared/rules/news";
import { TrendingUp } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The static trending topics; a button puts its topic in the search box. */
export function TrendingTopics({ onPick, active }: { onPick: (topic: string) => void; active: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <TrendingUp aria-hidden="true" className="size-4 text-primary" />
          Trending Topics
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-wrap gap-2 lg:flex-col">
          {NEWS_TRENDING_TOPICS.map((topic) => {
            const isActive = active.trim().toLowerCase() === topic.toLowerCase();
            return (
              <li key={topic}>
                <button
                  type="button"
                  aria-pressed={isActive}
                  onClick={() => onPick(topic)}
                  className="w-full cursor-pointer rounded-lg border border-border px-3 py-2 text-left text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-pressed:border-primary aria-pressed:bg-accent aria-pressed:text-accent-foreground"
                >
                  #{topic}
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
