import { type MemberSummary, memberFullName } from "@shared/contracts/members";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";

export type { MemberSummary };

type MemberLineProps = {
  member: MemberSummary;
  /** The line under the name; "Job title at Company" from the summary when left out. */
  headline?: ReactNode;
  /** Beside the name: a match badge. */
  badge?: ReactNode;
  /** One line of context under the headline (when they asked, since when). */
  context?: ReactNode;
  /** Below the member: a request's note, the reasons of a match. */
  children?: ReactNode;
  /** The actions the reader may take, at the end (below on a phone). */
  actions?: ReactNode;
  /** card: a bordered row of a page's list; compact: a row of a sidebar card, actions beside the name. */
  variant?: "card" | "compact";
  className?: string;
  testId?: string;
};

/** "Job title at Company", either one alone, or null. */
export function memberHeadline(member: Pick<MemberSummary, "jobTitle" | "company">): string | null {
  return [member.jobTitle, member.company].filter(Boolean).join(" at ") || null;
}

/**
 * One member in a list: photo (initials from the first and last name), name (to the profile),
 * headline, context, then actions. Every list that shows a member shows them with this row.
 */
export function MemberLine({
  member,
  headline = memberHeadline(member),
  badge,
  context,
  children,
  actions,
  variant = "card",
  className,
  testId,
}: MemberLineProps) {
  const isCompact = variant === "compact";
  return (
    <li
      className={cn(
        "grid gap-3",
        isCompact
          ? "grid-cols-[minmax(0,1fr)_auto] items-center"
          : "rounded-card border border-border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start",
        className,
      )}
      data-testid={testId}
    >
      <div className="flex min-w-0 gap-3">
        <Avatar
          id={member.id}
          firstName={member.firstName}
          lastName={member.lastName}
          src={member.avatar}
          isDecorative
        />
        <div className="grid min-w-0 gap-0.5">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={`/profile/${encodeURIComponent(member.username)}`}
              data-testid="member-name"
              className={cn(
                // At least 24px high: the name is a touch target beside the badge (WCAG 2.5.8).
                "min-h-6 break-words hover:underline",
                isCompact ? "text-sm font-semibold" : "font-medium hover:text-primary",
              )}
            >
              {memberFullName(member)}
            </Link>
            {badge}
          </div>
          {headline ? (
            <p className={cn("text-muted-foreground break-words", isCompact ? "text-xs" : "text-sm")}>
              {headline}
            </p>
          ) : null}
          {context ? <p className="text-xs text-muted-foreground">{context}</p> : null}
          {children}
        </div>
      </div>
      {actions ? (
        <div className={cn("flex flex-wrap gap-2", isCompact ? "" : "sm:justify-end")}>{actions}</div>
      ) : null}
    </li>
  );
}
