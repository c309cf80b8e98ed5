import type { CurrentUser } from "@shared/contracts/auth";
import { CircleHelp, Pencil, User } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

type DashboardHeaderProps = {
  user: CurrentUser;
  onHelp: () => void;
  onEditProfile: () => void;
};

const NEW_MEMBER_HOURS = 24;

/** Joined within the last day: greeted as new rather than "back". */
function isNewMember(user: CurrentUser): boolean {
  return Date.now() - new Date(user.createdAt).getTime() < NEW_MEMBER_HOURS * 3_600_000;
}

/** The welcome header: who is signed in, and Help & Tour, View Profile, Edit Profile. */
export function DashboardHeader({ user, onHelp, onEditProfile }: DashboardHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Member Dashboard</h1>
        <p className="text-muted-foreground">
          {isNewMember(user)
            ? `Welcome to Netwise, ${user.firstName}! Here is where your network will come together.`
            : `Welcome back, ${user.firstName}! Here is what is happening in your network.`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onHelp} data-tour="help">
          <CircleHelp aria-hidden="true" />
          Help &amp; Tour
        </Button>
        <Button variant="outline" asChild>
          <Link href={`/profile/${encodeURIComponent(user.username)}`}>
            <User aria-hidden="true" />
            View Profile
          </Link>
        </Button>
        <Button onClick={onEditProfile} data-tour="edit-profile">
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
      </div>
    </header>
  );
}
