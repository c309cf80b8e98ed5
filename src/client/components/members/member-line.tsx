import type { ReactNode } from "react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";

/** A member as every list shows them (the one member summary of decision 0018). */
export type MemberSummary = {
  id: number;
  username: string;
  avatar: string | null;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  company: string | null;
};

type MemberLineProps = {
  member: MemberSummary;
  /** One line of context under the headline (when they asked, since when). */
  context?: ReactNode;
  /** Below the member: a request's note. */
  children?: ReactNode;
  /** The actions the reader may take, at the end (below on a phone). */
  actions?: ReactNode;
  testId?: string;
};

/** One member in a list: photo, name (to the profile), headline, context, then actions. */
export function MemberLine({ member, context, children, actions, testId }: MemberLineProps) {
  const name = `${member.firstName} ${member.lastName}`.trim();
  const headline = [member.jobTitle, member.company].filter(Boolean).join(" at ");
  return (
    <li
      className="grid gap-3 rounded-card border border-border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
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
          <Link
            href={`/profile/${encodeURIComponent(member.username)}`}
            className="font-medium break-words hover:text-primary hover:underline"
          >
            {name}
          </Link>
          {headline ? <p className="text-sm text-muted-foreground break-words">{headline}</p> : null}
          {context ? <p className="text-xs text-muted-foreground">{context}</p> : null}
          {children}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div> : null}
    </li>
  );
}
