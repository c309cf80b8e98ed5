import { MessageSquare } from "lucide-react";
import { Link } from "wouter";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useCanMessage } from "../api";
import { messagesPath } from "../messages-paths";

type MessageLinkProps = { memberId: number; name: string; size?: ButtonProps["size"] };

/** "Message": opens the conversation with a connection. */
export function MessageLink({ memberId, name, size = "sm" }: MessageLinkProps) {
  return (
    <Button asChild variant="outline" size={size}>
      <Link href={messagesPath(memberId)} aria-label={`Message ${name}`}>
        <MessageSquare aria-hidden="true" />
        Message
      </Link>
    </Button>
  );
}

/** "Message" to a member, shown only when the signed-in member may write to them (connected). */
export function MessageMemberLink({ memberId, name, size = "default" }: MessageLinkProps) {
  const canMessage = useCanMessage(memberId);
  return canMessage.data ? <MessageLink memberId={memberId} name={name} size={size} /> : null;
}
