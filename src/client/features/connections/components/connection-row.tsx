import type { Connection, ConnectionUpdateStatus } from "@shared/contracts/connections";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Check, Undo2, X } from "lucide-react";
import { Link } from "wouter";
import { PendingButton } from "@/components/forms/pending-button";
import { Avatar } from "@/components/ui/avatar";
import { MessageLink } from "@/features/messages";
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
            <PendingButton
              size="sm"
              onClick={() => onChange(connection, "accepted")}
              disabled={isBusy}
              isPending={pendingStatus === "accepted"}
              pendingLabel="Accept"
              icon={<Check aria-hidden="true" />}
              aria-label={`Accept ${name}`}
            >
              Accept
            </PendingButton>
            <PendingButton
              size="sm"
              variant="outline"
              onClick={() => onChange(connection, "declined")}
              disabled={isBusy}
              isPending={pendingStatus === "declined"}
              pendingLabel="Decline"
              icon={<X aria-hidden="true" />}
              aria-label={`Decline ${name}`}
            >
              Decline
            </PendingButton>
          </>
        ) : null}
        {isPending && connection.direction === "outgoing" ? (
          <PendingButton
            size="sm"
            variant="outline"
            onClick={() => onChange(connection, "withdrawn")}
            disabled={isBusy}
            isPending={pendingStatus === "withdrawn"}
            pendingLabel="Withdraw"
            icon={<Undo2 aria-hidden="true" />}
            aria-label={`Withdraw request to ${name}`}
          >
            Withdraw
          </PendingButton>
        ) : null}
      </div>
    </li>
  );
}
