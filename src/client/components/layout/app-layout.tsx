import { type MouseEvent, type ReactNode, Suspense, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { Toaster } from "@/components/ui/toaster";
import { useAuth } from "@/lib/auth-provider";
import { cn } from "@/lib/cn";
import { scrollToHash } from "@/lib/use-hash";
import { AdBanner, PhoneBottomNav, PlatformAnnouncement, VerifyEmailBanner } from "./feature-slots";
import { Footer } from "./footer";
import { PageErrorBoundary } from "./page-error-boundary";
import { PageLoader } from "./page-loader";
import { TopNav } from "./top-nav";

export const MAIN_CONTENT_ID = "main-content";

function SkipLink() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={handleClick}
      className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}

/** New pages start at the top, or at their #fragment when the link names one. */
function useScrollOnNavigate() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (!scrollToHash(window.location.hash)) window.scrollTo({ top: 0 });
  }, [location]);
}

/** The page shell: skip link, top navigation, the page in <main>, footer and the toast region. */
export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { user } = useAuth();
  useScrollOnNavigate();
  return (
    // On phones a signed-in member's bottom bar covers the last 3.5rem: the page ends above it.
    <div className={cn("flex min-h-dvh flex-col", user && "pb-14 md:pb-0")}>
      <SkipLink />
      <TopNav />
      <PlatformAnnouncement />
      <VerifyEmailBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {/* The Dashboard, Feed and Profile pages place their banner themselves; the News list's comes from here. */}
        {location === "/news" ? (
          <div className="mx-auto w-full max-w-6xl px-4 pt-8 empty:hidden sm:px-6">
            <AdBanner page="News" />
          </div>
        ) : null}
        <PageErrorBoundary key={location}>
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      {user ? (
        <Suspense fallback={null}>
          <PhoneBottomNav />
        </Suspense>
      ) : null}
      <Toaster />
    </div>
  );
}
