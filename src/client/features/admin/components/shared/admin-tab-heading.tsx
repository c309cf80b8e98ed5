import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

type AdminTabHeadingProps = {
  /** The heading's id, which the tab's section is labelled by. */
  id: string;
  children: ReactNode;
  /** The tab's main action, shown beside the heading. */
  action?: { label: string; icon: LucideIcon; onClick: () => void };
};

/** The heading of an admin tab, with its main action (Create Article, Add User) when it has one. */
export function AdminTabHeading({ id, children, action }: AdminTabHeadingProps) {
  const heading = (
    <h2 id={id} className="text-xl font-semibold">
      {children}
    </h2>
  );
  if (!action) return heading;
  const { label, icon: Icon, onClick } = action;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      {heading}
      <Button onClick={onClick}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
