import { Bookmark, Flame, Globe, Newspaper } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";
import type { FeedView } from "../api";

const VIEWS = [
  { view: "network", label: "Your network", href: "/feed", icon: Newspaper },
  { view: "top", label: "Top", href: "/feed?view=top", icon: Flame },
  { view: "everyone", label: "Everyone", href: "/feed?view=everyone", icon: Globe },
  { view: "saved", label: "Saved", href: "/feed?view=saved", icon: Bookmark },
] as const;

/** A member switches between their network (newest or top), everyone's posts and their saved ones (in the URL). */
export function FeedViewTabs({ view }: { view: FeedView }) {
  return (
    <nav aria-label="Feed views" className="flex gap-2 overflow-x-auto sm:flex-wrap">
      {VIEWS.map(({ view: option, label, href, icon: Icon }) => (
        <Link
          key={option}
          href={href}
          aria-current={view === option ? "page" : undefined}
          className={cn(
            "inline-flex h-9 shrink-0 items-center gap-2 rounded-full border px-3 text-sm sm:px-4 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            view === option
              ? "border-transparent bg-primary text-primary-foreground"
              : "border-border bg-card text-foreground hover:bg-muted",
          )}
        >
          <Icon aria-hidden="true" className="hidden size-4 sm:block" />
          {label}
        </Link>
      ))}
    </nav>
  );
}
