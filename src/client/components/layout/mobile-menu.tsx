import { LogOut, MessageSquare, Pencil, ShieldCheck, User } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { currentPageReturnTo } from "@/lib/return-to";
import { EditProfileDialog, useIsRegistrationOpen } from "./feature-slots";
import { PUBLIC_NAV_LINKS } from "./nav-items";
import { NavLink } from "./nav-link";
import { ThemeSwitch } from "./theme-switch";

const itemClassName = "flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted";

/** The collapsible phone navigation: the same entries as the desktop bar and user menu. */
export function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const { user, logout } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const isRegistrationOpen = useIsRegistrationOpen();
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [hasOpenedEdit, setHasOpenedEdit] = useState(false);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      // Escape inside the Edit Profile dialog closes the dialog, not the menu behind it.
      if (event.key === "Escape" && !event.defaultPrevented && !document.querySelector("[role=dialog]"))
        onClose();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [onClose]);

  const handleOpenAuth = (mode: "login" | "register") => {
    onClose();
    // A new member starts on the dashboard (its welcome); a member signing in comes back here.
    openAuthDialog(mode, mode === "login" ? { returnTo: currentPageReturnTo() } : undefined);
  };

  return (
    <div id={id} className="border-t border-border bg-card md:hidden" data-testid="mobile-menu">
      <nav aria-label="Mobile" className="mx-auto grid max-w-6xl gap-1 px-4 py-3">
        {PUBLIC_NAV_LINKS.map((link) => (
          <NavLink key={link.href} {...link} />
        ))}
        {user ? <NavLink href="/network" label="Network" /> : null}
        {user ? <NavLink href="/dashboard" label="Dashboard" /> : null}
        {user?.role === "admin" ? <NavLink href="/admin" label="Admin" /> : null}
        {user?.role === "admin" || user?.role === "moderator" ? (
          <NavLink href="/moderation" label="Moderation" />
        ) : null}
      </nav>
      <div className="mx-auto grid max-w-6xl gap-3 border-t border-border px-4 py-4">
        {user ? (
          <>
            <div className="flex items-center gap-3 px-3">
              <Avatar
                id={user.id}
                firstName={user.firstName}
                lastName={user.lastName}
                src={user.avatar}
                isDecorative
              />
              <div className="grid">
                <span className="text-sm font-semibold">
                  {user.firstName} {user.lastName}
                </span>
                <span className="text-xs text-muted-foreground">{user.email}</span>
              </div>
            </div>
            <div className="grid gap-1">
              <Link href={`/profile/${encodeURIComponent(user.username)}`} className={itemClassName}>
                <User aria-hidden="true" className="size-4" />
                View Profile
              </Link>
              <Link href="/messages" className={itemClassName} onClick={onClose}>
                <MessageSquare aria-hidden="true" className="size-4" />
                Messages
              </Link>
              <button
                type="button"
                className={`${itemClassName} cursor-pointer text-left`}
                onClick={() => {
                  setHasOpenedEdit(true);
                  setIsEditOpen(true);
                }}
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit Profile
              </button>
              <Link href="/settings" className={itemClassName} onClick={onClose}>
                <ShieldCheck aria-hidden="true" className="size-4" />
                Settings
              </Link>
            </div>
            <div className="px-3">
              <ThemeSwitch />
            </div>
            <Button variant="outline" onClick={() => void logout()}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </>
        ) : (
          <>
            <div className="px-3">
              <ThemeSwitch />
            </div>
            <div className={isRegistrationOpen ? "grid grid-cols-2 gap-2" : "grid gap-2"}>
              <Button variant="outline" onClick={() => handleOpenAuth("login")}>
                Sign In
              </Button>
              {isRegistrationOpen ? (
                <Button onClick={() => handleOpenAuth("register")}>Get Started</Button>
              ) : null}
            </div>
          </>
        )}
      </div>
      {hasOpenedEdit ? (
        <Suspense fallback={null}>
          <EditProfileDialog open={isEditOpen} onOpenChange={setIsEditOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
