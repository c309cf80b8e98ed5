import { Link, useLocation } from "wouter";
import { cn } from "@/lib/cn";
import { isActivePath } from "./nav-items";

/** A navigation link that marks itself as the current page. */
export function NavLink({ href, label, className }: { href: string; label: string; className?: string }) {
  const [location] = useLocation();
  const isActive = isActivePath(location, href);
  return (
    <Link
      href={href}
      aria-current={isActive ? "page" : undefined}
      data-tour={`nav-${label.toLowerCase()}`}
      className={cn(
        "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground",
        isActive ? "text-primary" : "text-muted-foreground",
        className,
      )}
    >
      {label}
    </Link>
  );
}
