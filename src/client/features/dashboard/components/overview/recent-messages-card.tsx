import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConversationList, MESSAGES_PATH } from "@/features/messages";

const RECENT_COUNT = 3;

/** Recent Messages: the latest few conversations (same request as the Messages tab). */
export function RecentMessagesCard() {
  return (
    <Card data-testid="recent-messages">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Recent Messages</CardTitle>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link href={MESSAGES_PATH}>View All</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <ConversationList limit={RECENT_COUNT} />
      </CardContent>
    </Card>
  );
}
