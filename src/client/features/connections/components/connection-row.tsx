import type { Connection, ConnectionUpdateStatus } from "@shared/contracts/connections";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Check, LoaderCircle, Undo2, X } from "lucide-react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { MessageLink } from "@/features/messages/components/message-member-link";
import { ConnectionStatusBadge } from "./connection-status-badge";

type ConnectionRowProps = {
  connection: Connection;
  onChange: (connection: Connection, status: ConnectionUpdateStatus) => void;
  /** The status being sent for this row, if any. */
  pendingStatus: ConnectionUpdateStatus | null;
};

function sinceText(connection: Connection): string {
  const when = formatRelativeTime(connection.connectedSince);
  if (connection.status === "accepted") return `Connected ${when}`;
  if (connection.status === "pending")
    return connection.direction === "incoming" ? `Asked to connect ${when}` : `Request sent ${when}`;
  return `Updated ${when}`;
}

/** One connection: the other member, status badge, since when, and the actions this member may take. */
export function ConnectionRow({ connection, onChange, pendingStatus }: ConnectionRowProps) {
  const other = connection.connectedUser;
  const name = `${other.firstName} ${other.lastName}`;
  const role = [other.jobTitle, other.company].filter(Boolean).join(" at ");
  const isPending = connection.status === "pending";
  const isBusy = pendingStatus !== null;
  const spinner = <LoaderCircle aria-hidden="true" className="animate-spin" />;

  return (
    <li
      className="flex flex-col gap-3 rounded-card border border-border p-4 sm:flex-row sm:items-center"
      data-testid="connection"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar
          id={other.id}
          firstName={other.firstName}
          lastName={other.lastName}
          src={other.avatar}
          isDecorative
        />
        <div className="grid min-w-0 gap-0.5">
          <Link
            href={`/profile/${other.username}`}
            className="truncate font-medium hover:text-primary hover:underline"
          >
            {name}
          </Link>
          {role ? <p className="truncate text-sm text-muted-foreground">{role}</p> : null}
          <p className="text-xs text-muted-foreground">{sinceText(connection)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <ConnectionStatusBadge status={connection.status} />
        {connection.status === "accepted" ? <MessageLink memberId={other.id} name={name} /> : null}
        {isPending && connection.direction === "incoming" ? (
          <>
            <Button
              size="sm"
              onClick={() => onChange(connection, "accepted")}
              disabled={isBusy}
              aria-label={`Accept ${name}`}
            >
              {pendingStatus === "accepted" ? spinner : <Check aria-hidden="true" />}
              Accept
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onChange(connection, "declined")}
              disabled={isBusy}
              aria-label={`Decline ${name}`}
            >
              {pendingStatus === "declined" ? spinner : <X aria-hidden="true" />}
              Decline
            </Button>
          </>
        ) : null}
        {isPending && connection.direction === "outgoing" ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onChange(connection, "withdrawn")}
            disabled={isBusy}
            aria-label={`Withdraw request to ${name}`}
          >
            {pendingStatus === "withdrawn" ? spinner : <Undo2 aria-hidden="true" />}
            Withdraw
          </Button>
        ) : null}
      </div>
    </li>
  );
}
