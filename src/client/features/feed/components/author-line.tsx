import type { FeedPost } from "@shared/contracts/feed";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";

/** The fallbacks for missing author details (docs/product.md, Limits). */
export const FALLBACK_AUTHOR_NAME = "Anonymous User";
export const FALLBACK_JOB_TITLE = "Professional";
export const FALLBACK_COMPANY = "Netwise Community";

type Author = FeedPost["author"];

/** Avatar (initials fallback), name linking to the profile, job title and company, and a time. */
export function AuthorLine({
  author,
  time,
  size = "default",
}: {
  author: Author;
  time: string;
  size?: "default" | "small";
}) {
  const name = author.name || FALLBACK_AUTHOR_NAME;
  const profileHref = `/profile/${encodeURIComponent(author.username)}`;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link href={profileHref} tabIndex={-1} aria-hidden="true">
        <Avatar
          id={author.id}
          firstName={author.firstName}
          lastName={author.lastName}
          src={author.avatar}
          isDecorative
          className={cn(size === "small" && "size-8 text-xs")}
        />
      </Link>
      <div className="min-w-0">
        <Link
          href={profileHref}
          className={cn("font-semibold hover:underline", size === "small" ? "text-sm" : "text-[15px]")}
        >
          {name}
        </Link>
        <p className="flex min-w-0 gap-1 text-xs text-muted-foreground">
          <span className="truncate">
            {author.jobTitle || FALLBACK_JOB_TITLE} at {author.company || FALLBACK_COMPANY}
          </span>
          <span aria-hidden="true">·</span>
          <span className="shrink-0 whitespace-nowrap">{time}</span>
        </p>
      </div>
    </div>
  );
}
