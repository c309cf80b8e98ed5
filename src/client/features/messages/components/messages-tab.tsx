import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MESSAGES_PATH } from "../messages-paths";
import { ConversationList } from "./conversation-list";
import { NewMessageButton } from "./new-message-dialog";

/** The dashboard's Messages tab: the conversations, each opening on the Messages page. */
export function MessagesTab() {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Messages</CardTitle>
          <CardDescription>Your conversations with your connections, newest first.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={MESSAGES_PATH}>Open Messages</Link>
          </Button>
          <NewMessageButton />
        </div>
      </CardHeader>
      <CardContent>
        <ConversationList />
      </CardContent>
    </Card>
  );
}
