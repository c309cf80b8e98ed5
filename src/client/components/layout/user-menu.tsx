import type { CurrentUser } from "@shared/contracts/auth";
import { ChevronDown, LogOut, MessageSquare, Palette, Pencil, Settings, User } from "lucide-react";
import { Suspense, useState } from "react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useAuth } from "@/lib/auth-provider";
import { type ThemeChoice, useTheme } from "@/lib/theme";
import { EditProfileDialog } from "./feature-slots";
import { shortName } from "./nav-items";
import { THEME_OPTIONS } from "./theme-switch";

/** The signed-in user's menu: profile links, theme settings and sign-out (loaded only when signed in). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { logout } = useAuth();
  const { theme, setTheme } = useTheme();
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [hasOpenedEdit, setHasOpenedEdit] = useState(false);
  const handleEditProfile = () => {
    setHasOpenedEdit(true);
    setIsEditOpen(true);
  };
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted"
          data-testid="user-menu-trigger"
        >
          <Avatar
            id={user.id}
            firstName={user.firstName}
            lastName={user.lastName}
            src={user.avatar}
            className="size-8 text-xs"
            isDecorative
          />
          <span>{shortName(user.firstName, user.lastName)}</span>
          <ChevronDown aria-hidden="true" className="size-4 opacity-70" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="grid font-normal">
            <span className="font-semibold">
              {user.firstName} {user.lastName}
            </span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <Link href={`/profile/${encodeURIComponent(user.username)}`}>
              <User aria-hidden="true" />
              View Profile
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/messages">
              <MessageSquare aria-hidden="true" />
              Messages
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={handleEditProfile}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href="/settings">
              <Settings aria-hidden="true" />
              Settings
            </Link>
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>
              <Palette aria-hidden="true" />
              Theme
            </DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as ThemeChoice)}>
                {THEME_OPTIONS.map(({ value, label }) => (
                  <DropdownMenuRadioItem key={value} value={value}>
                    {label}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void logout()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {hasOpenedEdit ? (
        <Suspense fallback={null}>
          <EditProfileDialog open={isEditOpen} onOpenChange={setIsEditOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
