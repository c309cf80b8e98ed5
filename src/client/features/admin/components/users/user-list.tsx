import type { AdminUser } from "@shared/contracts/admin";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { Pencil } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ColumnHeaders } from "../shared/column-headers";
import { UserActiveSwitch } from "./user-active-switch";

type UserListProps = {
  users: AdminUser[];
  currentUserId: number | null;
  onEdit: (user: AdminUser) => void;
};

const USER_COLUMNS = [
  ["User", "w-[15rem] px-4 py-3"],
  ["E-mail", "w-[14rem] px-4 py-3"],
  ["Role", "w-[7rem] px-4 py-3"],
  ["Company", "w-[12rem] px-4 py-3"],
  ["Connections", "w-[7.5rem] px-4 py-3"],
  ["Joined", "w-[8rem] px-4 py-3"],
  ["Last active", "w-[7rem] px-4 py-3"],
  ["Verified", "w-[6rem] px-4 py-3"],
  ["Status", "w-[6.5rem] px-4 py-3"],
  ["Actions", "w-[10rem] px-4 py-3"],
] as const;

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`;

const ROLE_LABELS: Record<AdminUser["role"], string> = {
  user: "Member",
  moderator: "Moderator",
  admin: "Admin",
};

const joinedDate = (user: AdminUser) =>
  new Date(user.joinedAt).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** When the member last signed in or used the app, or "Never". */
function LastActive({ user }: { user: AdminUser }) {
  if (!user.lastActiveAt) return <span className="text-muted-foreground">Never</span>;
  return <time dateTime={user.lastActiveAt}>{formatRelativeTime(user.lastActiveAt)}</time>;
}

function VerifiedBadge({ user }: { user: AdminUser }) {
  return user.emailVerified ? (
    <Badge variant="success">Verified</Badge>
  ) : (
    <Badge variant="secondary">Not verified</Badge>
  );
}

function StatusBadge({ user }: { user: AdminUser }) {
  return user.isActive ? (
    <Badge variant="success">Active</Badge>
  ) : (
    <Badge variant="secondary">Inactive</Badge>
  );
}

function UserIdentity({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar
        id={user.id}
        firstName={user.firstName}
        lastName={user.lastName}
        src={user.avatar}
        className="size-9 text-xs"
        isDecorative
      />
      <div className="grid min-w-0">
        <span className="truncate font-medium">{fullName(user)}</span>
        <span className="truncate text-sm text-muted-foreground">@{user.username}</span>
      </div>
    </div>
  );
}

function UserActions({ user, currentUserId, onEdit }: { user: AdminUser } & Omit<UserListProps, "users">) {
  return (
    <div className="flex items-center gap-2">
      <UserActiveSwitch user={user} isSelf={user.id === currentUserId} />
      <Button variant="ghost" size="icon" aria-label={`Edit ${fullName(user)}`} onClick={() => onEdit(user)}>
        <Pencil aria-hidden="true" />
      </Button>
    </div>
  );
}

function Company({ user }: { user: AdminUser }) {
  return (
    <div className="grid min-w-0">
      <span className="truncate">{user.company ?? "—"}</span>
      {user.jobTitle ? <span className="truncate text-sm text-muted-foreground">{user.jobTitle}</span> : null}
    </div>
  );
}

/**
 * Tablet and desktop: the spec's table (User, Company, Connections, Status, Actions) with the e-mail,
 * role, join date, last activity and e-mail verification; it scrolls sideways inside its frame.
 */
export function UserTable({ users, currentUserId, onEdit }: UserListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-card border border-border bg-card md:block">
      <table className="w-full min-w-[93rem] table-fixed text-sm" data-testid="admin-users-table">
        <thead className="bg-muted/60 text-left text-xs font-medium text-muted-foreground uppercase">
          <tr>
            <ColumnHeaders columns={USER_COLUMNS} />
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-t border-border" data-testid="admin-user-row">
              <td className="px-4 py-3">
                <UserIdentity user={user} />
              </td>
              <td className="truncate px-4 py-3" title={user.email}>
                {user.email}
              </td>
              <td className="px-4 py-3">{ROLE_LABELS[user.role]}</td>
              <td className="px-4 py-3">
                <Company user={user} />
              </td>
              <td className="px-4 py-3 tabular-nums">{user.connectionCount}</td>
              <td className="px-4 py-3">
                <time dateTime={user.joinedAt}>{joinedDate(user)}</time>
              </td>
              <td className="px-4 py-3">
                <LastActive user={user} />
              </td>
              <td className="px-4 py-3">
                <VerifiedBadge user={user} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge user={user} />
              </td>
              <td className="px-4 py-3">
                <UserActions user={user} currentUserId={currentUserId} onEdit={onEdit} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: the same rows as stacked cards. */
export function UserCards({ users, currentUserId, onEdit }: UserListProps) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label="Users">
      {users.map((user) => (
        <li key={user.id}>
          <Card className="grid gap-3 p-4" data-testid="admin-user-card">
            <UserIdentity user={user} />
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="col-span-2 min-w-0">
                <dt className="text-xs text-muted-foreground">E-mail</dt>
                <dd className="truncate">{user.email}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Role</dt>
                <dd>{ROLE_LABELS[user.role]}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">E-mail address</dt>
                <dd>
                  <VerifiedBadge user={user} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Joined</dt>
                <dd>
                  <time dateTime={user.joinedAt}>{joinedDate(user)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Last active</dt>
                <dd>
                  <LastActive user={user} />
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-muted-foreground">Company</dt>
                <dd>
                  <Company user={user} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Connections</dt>
                <dd className="tabular-nums">{user.connectionCount}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Status</dt>
                <dd>
                  <StatusBadge user={user} />
                </dd>
              </div>
            </dl>
            <UserActions user={user} currentUserId={currentUserId} onEdit={onEdit} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
