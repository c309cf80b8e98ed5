import { type MemberSummary, memberFullName } from "@shared/contracts/members";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";

/**
 * A member's decorative avatar beside their name and one line about them, inside a row that does
 * the linking or choosing (search results, mention suggestions).
 */
export function MemberLabel({
  member,
  detail,
  compact = false,
}: {
  member: Pick<MemberSummary, "id" | "firstName" | "lastName" | "avatar">;
  detail: string;
  compact?: boolean;
}) {
  return (
    <span className={cn("flex min-w-0 items-center", compact ? "gap-2" : "gap-3")}>
      <Avatar
        id={member.id}
        firstName={member.firstName}
        lastName={member.lastName}
        src={member.avatar}
        isDecorative
        className={cn("text-xs", compact ? "size-7" : "size-8")}
      />
      <span className="grid min-w-0">
        <span className="truncate text-sm font-medium">{memberFullName(member)}</span>
        <span className="truncate text-xs text-muted-foreground">{detail}</span>
      </span>
    </span>
  );
}
