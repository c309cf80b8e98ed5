import { Bell, Home, type LucideIcon, MessageSquare, SquarePen, Users } from "lucide-react";
import { Link, useLocation, useSearch } from "wouter";
import { CountBadge, unreadLabel } from "@/components/ui/count-badge";
import { cn } from "@/lib/cn";

type Item = {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Whether this item is the page on screen. */
  isCurrent: (path: string, search: string) => boolean;
  count?: "messages" | "notifications";
};

const ITEMS: readonly Item[] = [
  {
    href: "/feed",
    label: "Home",
    icon: Home,
    isCurrent: (path, search) => path === "/feed" && !search.includes("compose=1"),
  },
  {
    href: "/network",
    label: "Network",
    icon: Users,
    isCurrent: (path) => path === "/network",
  },
  {
    href: "/feed?compose=1",
    label: "Post",
    icon: SquarePen,
    isCurrent: (path, search) => path === "/feed" && search.includes("compose=1"),
  },
  {
    href: "/notifications",
    label: "Notifications",
    icon: Bell,
    isCurrent: (path) => path === "/notifications",
    count: "notifications",
  },
  {
    href: "/messages",
    label: "Messages",
    icon: MessageSquare,
    isCurrent: (path) => path === "/messages" || path.startsWith("/messages/"),
    count: "messages",
  },
];

/**
 * Phones only, signed in: the bar along the bottom of the screen (Home, Network, Post, Notifications,
 * Messages), with the live unread counts of the last two.
 */
export function BottomNav({ counts }: { counts: { messages: number; notifications: number } }) {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <nav
      aria-label="Phone"
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {ITEMS.map((item) => {
          const isCurrent = item.isCurrent(path, search);
          const count = item.count ? counts[item.count] : 0;
          const Icon = item.icon;
          return (
            <li key={item.label}>
              <Link
                href={item.href}
                aria-label={unreadLabel(item.label, count)}
                aria-current={isCurrent ? "page" : undefined}
                data-tour={`bottom-${item.label.toLowerCase()}`}
                className={cn(
                  "flex h-14 flex-col items-center justify-center gap-0.5 text-[11px] font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                  isCurrent ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <span className="relative">
                  <Icon aria-hidden="true" className="size-5" />
                  <CountBadge count={count} testId={`bottom-nav-${item.label.toLowerCase()}-count`} />
                </span>
                <span aria-hidden="true">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
