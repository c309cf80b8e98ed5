import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type EmptyStateProps = {
  icon: LucideIcon;
  /** One sentence saying what is (not yet) here. */
  message: string;
  /** The next thing the member can do. */
  action?: ReactNode;
  className?: string;
  testId?: string;
};

/** The designed empty state of a list or slot: an icon, one sentence, the next action. */
export function EmptyState({ icon: Icon, message, action, className, testId }: EmptyStateProps) {
  return (
    <div
      className={cn(
        "grid justify-items-center gap-3 rounded-card border border-dashed border-border px-4 py-8 text-center",
        className,
      )}
      data-testid={testId}
    >
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="max-w-sm text-sm text-muted-foreground">{message}</p>
      {action}
    </div>
  );
}
