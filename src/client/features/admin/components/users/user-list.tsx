import type { AdminUser } from "@shared/contracts/admin";
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
  ["User", "w-[34%] px-4 py-3"],
  ["Company", "w-[26%] px-4 py-3"],
  ["Connections", "px-4 py-3"],
  ["Status", "px-4 py-3"],
  ["Actions", "px-4 py-3"],
] as const;

const fullName = (user: AdminUser) => `${user.firstName} ${user.lastName}`;

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
        <span className="truncate font-medium">
          {fullName(user)}
          {user.role === "admin" ? (
            <Badge variant="outline" className="ml-2 align-middle">
              Admin
            </Badge>
          ) : null}
        </span>
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

/** Tablet and desktop: the spec's table (User, Company, Connections, Status, Actions). */
export function UserTable({ users, currentUserId, onEdit }: UserListProps) {
  return (
    <div className="hidden overflow-hidden rounded-card border border-border bg-card md:block">
      <table className="w-full table-fixed text-sm" data-testid="admin-users-table">
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
              <td className="px-4 py-3">
                <Company user={user} />
              </td>
              <td className="px-4 py-3 tabular-nums">{user.connectionCount}</td>
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
