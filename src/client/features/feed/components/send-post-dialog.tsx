import type { Connection } from "@shared/contracts/connections";
import type { FeedPost } from "@shared/contracts/feed";
import { MESSAGE_MAX_LENGTH } from "@shared/contracts/messages";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { MemberLabel } from "@/components/members/member-label";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useConnectionView } from "@/features/connections/api";
import { useSendMessage } from "@/features/messages/api";
import { parseApiError } from "@/lib/api-request";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useCountShare } from "../api";
import { postUrl, sendPostMessageText } from "../share-post";

type SendPostDialogProps = {
  post: FeedPost;
  senderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

type Member = Connection["connectedUser"];

/**
 * "Send": the post's link into a conversation with one of the member's connections (the messages
 * area's sendMessage), with an optional note; it counts as a share of the post.
 */
export function SendPostDialog({ post, senderId, open, onOpenChange }: SendPostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? <SendPostForm post={post} senderId={senderId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function SendPostForm({ post, senderId, onDone }: { post: FeedPost; senderId: number; onDone: () => void }) {
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Member | null>(null);
  const [note, setNote] = useState("");
  const debounced = useDebouncedValue(search);
  const connections = useConnectionView("connected", debounced, "firstName");
  const sendMessage = useSendMessage(senderId);
  const countShare = useCountShare();
  const ids = useId();
  const members =
    connections.data?.pages.flatMap((page) => page.items.map((item) => item.connectedUser)) ?? [];

  function send() {
    if (!chosen || sendMessage.isPending) return;
    const content = sendPostMessageText(note, postUrl(window.location.origin, post.id), MESSAGE_MAX_LENGTH);
    sendMessage.mutate(
      { recipientId: chosen.id, content },
      {
        onSuccess: () => {
          countShare.mutate(post.id);
          toast({ title: "Sent", description: `The post is in your conversation with ${chosen.firstName}.` });
          onDone();
        },
        onError: (error) =>
          toast({
            title: "Could not send the post",
            description: parseApiError(error).message ?? undefined,
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <DialogHeader>
        <DialogTitle>Send to a connection</DialogTitle>
        <DialogDescription>The post's link goes into your conversation with them.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-search`}>Search connections</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${ids}-search`}
            type="search"
            className="pl-9"
            placeholder="Search by name"
            value={search}
            autoFocus
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <fieldset className="grid max-h-60 gap-1 overflow-y-auto" aria-label="Connections">
        <legend className="sr-only">Send to</legend>
        {connections.isPending ? (
          <Spinner />
        ) : members.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {debounced.trim() ? "No connection has that name." : "You have no connections yet."}
          </p>
        ) : (
          members.map((member) => (
            <label
              key={member.id}
              className={cn(
                "relative flex cursor-pointer items-center gap-2 rounded-md p-2 hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                chosen?.id === member.id && "bg-muted",
              )}
            >
              <input
                type="radio"
                name={`${ids}-recipient`}
                className="sr-only"
                checked={chosen?.id === member.id}
                onChange={() => setChosen(member)}
              />
              <MemberLabel
                member={member}
                detail={[member.jobTitle, member.company].filter(Boolean).join(" at ") || member.username}
                compact
              />
            </label>
          ))
        )}
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-note`}>Add a note (optional)</Label>
        <Textarea
          id={`${ids}-note`}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!chosen || sendMessage.isPending}>
          {sendMessage.isPending ? "Sending..." : chosen ? `Send to ${chosen.firstName}` : "Send"}
        </Button>
      </DialogFooter>
    </form>
  );
}
