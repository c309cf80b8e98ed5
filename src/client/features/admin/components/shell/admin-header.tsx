import type { CurrentUser } from "@shared/contracts/auth";
import { Pencil } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";

type AdminHeaderProps = { user: CurrentUser; onEditProfile: () => void };

/** 'Admin Dashboard', its subtitle, and the signed-in admin with the profile dialog opener. */
export function AdminHeader({ user, onEditProfile }: AdminHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        <p className="text-muted-foreground">Manage users, content, and platform settings</p>
      </div>
      <div className="flex items-center gap-3">
        <Avatar
          id={user.id}
          firstName={user.firstName}
          lastName={user.lastName}
          src={user.avatar}
          className="size-9 text-xs"
          isDecorative
        />
        <span className="text-sm font-medium">
          {user.firstName} {user.lastName}
        </span>
        <Button variant="outline" size="sm" onClick={onEditProfile}>
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </div>
    </header>
  );
}
