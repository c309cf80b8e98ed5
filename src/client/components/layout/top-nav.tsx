import { Menu, Search, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";
import { cn } from "@/lib/cn";
import { currentPageReturnTo } from "@/lib/return-to";
import { MessagingLink, NavSearch, NotificationBell, useIsRegistrationOpen } from "./feature-slots";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { PUBLIC_NAV_LINKS, shortName } from "./nav-items";
import { NavLink } from "./nav-link";

const UserMenu = lazy(() => import("./user-menu").then((module) => ({ default: module.UserMenu })));

/** Sign In / Get Started for visitors (Get Started only while registration is open). */
export function AuthButtons({ className }: { className?: string }) {
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  const isRegistrationOpen = useIsRegistrationOpen();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Button
        variant="ghost"
        onClick={() => openAuthDialog("login", { returnTo: currentPageReturnTo() })}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
      >
        Sign In
      </Button>
      {isRegistrationOpen ? (
        <Button
          onClick={() => openAuthDialog("register")}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
        >
          Get Started
        </Button>
      ) : null}
    </div>
  );
}

export function TopNav() {
  const { user, isLoading } = useAuth();
  const [location] = useLocation();
  const isVisitorLanding = !user && location === "/";
  const [isMobileOpen, setIsMobileOpen] = useState(false);

  // The mobile menu folds away whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger, not a value read.
  useEffect(() => setIsMobileOpen(false), [location]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
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
        {/*
          One search box: in the bar on wide screens, a link to the search page on narrower ones. A
          visitor's landing page, a marketing page, has only the link: the box's code stays out of the
          landing page's JavaScript budget (e2e/performance.e2e.ts).
        */}
        {isVisitorLanding ? null : (
          <div className="ml-auto hidden w-56 lg:block xl:w-72">
            <Suspense fallback={<Skeleton className="h-9 w-full rounded-full" />}>
              <NavSearch />
            </Suspense>
          </div>
        )}
        <Link
          href="/search"
          aria-label="Search"
          className={cn(
            "ml-auto inline-flex size-10 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
            !isVisitorLanding && "lg:hidden",
          )}
        >
          <Search aria-hidden="true" className="size-5" />
        </Link>
        {user ? (
          <Suspense fallback={<Skeleton className="hidden size-10 md:block" />}>
            <MessagingLink className="hidden md:inline-flex" />
          </Suspense>
        ) : null}
        {user ? (
          <Suspense fallback={<Skeleton className="size-10" />}>
            <div>
              <NotificationBell />
            </div>
          </Suspense>
        ) : null}
        <div className="hidden items-center md:flex">
          {isLoading ? (
            <Skeleton className="h-9 w-40" />
          ) : user ? (
            <Suspense
              fallback={<span className="px-2 text-sm">{shortName(user.firstName, user.lastName)}</span>}
            >
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <AuthButtons />
          )}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label={isMobileOpen ? "Close menu" : "Open menu"}
          aria-expanded={isMobileOpen}
          aria-controls="mobile-menu"
          data-tour="menu"
          onClick={() => setIsMobileOpen((isOpen) => !isOpen)}
        >
          {isMobileOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </Button>
      </div>
      {isMobileOpen ? <MobileMenu id="mobile-menu" onClose={() => setIsMobileOpen(false)} /> : null}
    </header>
  );
}
