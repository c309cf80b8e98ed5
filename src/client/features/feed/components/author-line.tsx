import type { FeedPost } from "@shared/contracts/feed";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";

/** The fallbacks for missing author details (docs/product.md, Limits). */
export const FALLBACK_AUTHOR_NAME = "Anonymous User";
export const FALLBACK_JOB_TITLE = "Professional";
export const FALLBACK_COMPANY = "Netwise Community";

type Author = FeedPost["author"];

export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

/**
 * A member's decorative avatar beside their name and one line about them, inside a row that does
 * the linking or choosing (search results, mention suggestions).
 */
export function MemberLabel({
  member,
  detail,
  compact = false,
}: {
  member: { id: number; name: string; avatar: string | null };
  detail: string;
  compact?: boolean;
}) {
  const { firstName, lastName } = splitName(member.name);
  return (
    <span className={cn("flex min-w-0 items-center", compact ? "gap-2" : "gap-3")}>
      <Avatar
        id={member.id}
        firstName={firstName}
        lastName={lastName}
        src={member.avatar}
        isDecorative
        className={cn("text-xs", compact ? "size-7" : "size-8")}
      />
      <span className="grid min-w-0">
        <span className="truncate text-sm font-medium">{member.name}</span>
        <span className="truncate text-xs text-muted-foreground">{detail}</span>
      </span>
    </span>
  );
}

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
  const { firstName, lastName } = splitName(name);
  const profileHref = `/profile/${encodeURIComponent(author.username)}`;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Link href={profileHref} tabIndex={-1} aria-hidden="true">
        <Avatar
          id={author.id}
          firstName={firstName}
          lastName={lastName}
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
