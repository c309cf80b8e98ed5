import { PenSquare, Users } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { SectionError } from "@/components/feedback/section-error";
import { Avatar } from "@/components/ui/avatar";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useConnections } from "@/features/connections/api";
import { messagesPath } from "../messages-paths";

/** The accepted connections, each opening the conversation with them. */
function ConnectionPicker({ onPick }: { onPick: () => void }) {
  const query = useConnections();
  const accepted = (query.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (connection) => connection.status === "accepted",
  );
  if (query.isPending) return <ListSkeleton rows={3} label="Loading your connections" />;
  if (query.isError)
    return (
      <SectionError
        what="your connections"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  if (accepted.length === 0 && !query.hasNextPage)
    return (
      <EmptyState
        icon={Users}
        message="You can write to your connections only, and you have none yet."
        action={
          <Button asChild variant="outline" size="sm">
            <Link href="/dashboard" onClick={onPick}>
              Find connections
            </Link>
          </Button>
        }
      />
    );
  return (
    <div className="grid max-h-[60vh] gap-2 overflow-y-auto">
      <ul className="grid gap-1" aria-label="Your connections">
        {accepted.map(({ connectedUser: member }) => (
          <li key={member.id}>
            <Link
              href={messagesPath(member.id)}
              onClick={onPick}
              className="flex items-center gap-3 rounded-md px-3 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <Avatar
                id={member.id}
                firstName={member.firstName}
                lastName={member.lastName}
                src={member.avatar}
                className="size-9"
                isDecorative
              />
              <span className="grid min-w-0 grid-cols-1">
                <span className="truncate font-medium">
                  {member.firstName} {member.lastName}
                </span>
                {member.jobTitle ? (
                  <span className="truncate text-xs text-muted-foreground">{member.jobTitle}</span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMoreButton
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label="Show more connections"
      />
    </div>
  );
}

/** "New message": picks one of the member's connections and opens the conversation with them. */
export function NewMessageButton({ variant = "default" }: { variant?: ButtonProps["variant"] }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setIsOpen(true)}>
        <PenSquare aria-hidden="true" />
        New message
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>New message</DialogTitle>
            <DialogDescription>Choose a connection to write to.</DialogDescription>
          </DialogHeader>
          {isOpen ? <ConnectionPicker onPick={() => setIsOpen(false)} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
