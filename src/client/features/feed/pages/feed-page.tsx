import { MessagesSquare } from "lucide-react";
import { ComingSoonPanel } from "@/components/layout/coming-soon-panel";

export function FeedPage() {
  return (
    <ComingSoonPanel
      icon={MessagesSquare}
      title="Professional Feed"
      description="Posts, achievements and opportunities shared by professionals in your network will appear here."
    />
  );
}
