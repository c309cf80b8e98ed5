import { MESSAGE_MAX_LENGTH, type Message } from "@shared/contracts/messages";
import { LoaderCircle, Send } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { TextareaField } from "@/components/forms/text-form-fields";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useMarkMessageRead, useSendMessage } from "../api";
import { MessageTypeBadge } from "./message-type-badge";

type MessageDialogProps = { message: Message | null; onOpenChange: (open: boolean) => void };

/** One message, opened: marks it read and offers a reply to the sender. */
export function MessageDialog({ message, onOpenChange }: MessageDialogProps) {
  const markRead = useMarkMessageRead();
  const send = useSendMessage();
  const [reply, setReply] = useState("");
  const [replyError, setReplyError] = useState<string | undefined>();
  const markedId = useRef<number | null>(null);

  const messageId = message?.id ?? null;
  const isUnread = message?.unread ?? false;
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (messageId === null || !isUnread || markedId.current === messageId) return;
    markedId.current = messageId;
    markAsRead(messageId, {
      onError: () => {
        markedId.current = null;
        toast({
          title: "Error",
          description: "Could not mark the message as read. It will stay unread for now.",
          variant: "destructive",
        });
      },
    });
  }, [messageId, isUnread, markAsRead]);

  const handleOpenChange = (open: boolean) => {
    if (!open) {
      setReply("");
      setReplyError(undefined);
      markedId.current = null;
    }
    onOpenChange(open);
  };

  const handleReply = (event: FormEvent) => {
    event.preventDefault();
    if (!message) return;
    const content = reply.trim();
    if (!content) return setReplyError("Write a reply first");
    if (content.length > MESSAGE_MAX_LENGTH)
      return setReplyError(`Keep it under ${MESSAGE_MAX_LENGTH} characters`);
    setReplyError(undefined);
    send.mutate(
      { recipientId: message.sender.id, content, type: message.type },
      {
        onSuccess: () => {
          toast({
            title: "Reply sent",
            description: `${message.sender.name} will see it in their messages.`,
            variant: "success",
          });
          handleOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to send your reply. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  const [first = "", ...rest] = message?.sender.name.split(" ") ?? [];
  return (
    <Dialog open={message !== null} onOpenChange={handleOpenChange}>
      {message ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Message from {message.sender.name}</DialogTitle>
            <DialogDescription>
              {[message.sender.jobTitle, message.sender.company].filter(Boolean).join(" • ") ||
                "Netwise member"}
            </DialogDescription>
          </DialogHeader>
          <div className="flex items-center gap-3">
            <Avatar
              id={message.sender.id}
              firstName={first}
              lastName={rest.join(" ")}
              src={message.sender.avatar}
              isDecorative
            />
            <MessageTypeBadge type={message.type} />
            <span className="text-xs text-muted-foreground">{message.relativeTime}</span>
            <Link
              className="ml-auto text-sm font-medium text-primary hover:underline"
              href={`/profile/${message.sender.username}`}
            >
              View Profile
            </Link>
          </div>
          <p className="rounded-card bg-muted p-4 text-sm whitespace-pre-line break-words">
            {message.content}
          </p>
          <form onSubmit={handleReply} noValidate className="grid gap-3">
            <TextareaField
              id={`reply-${message.id}`}
              label={`Reply to ${first}`}
              error={replyError}
              rows={3}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
            />
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => handleOpenChange(false)}>
                Close
              </Button>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? (
                  <LoaderCircle aria-hidden="true" className="animate-spin" />
                ) : (
                  <Send aria-hidden="true" />
                )}
                {send.isPending ? "Sending..." : "Send Reply"}
              </Button>
            </div>
          </form>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
