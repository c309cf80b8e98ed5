import type { ReactNode } from "react";
import { CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/cn";

type NetworkSectionProps = {
  id: string;
  title: string;
  description: string;
  /** Controls beside the title (search, sort). */
  tools?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One card of My Network: a landmark region named by its level-2 heading. */
export function NetworkSection({ id, title, description, tools, children, className }: NetworkSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`network-${id}`}
      className={cn(
        "min-w-0 rounded-card border border-border bg-card text-card-foreground shadow-xs",
        className,
      )}
    >
      <CardHeader>
        <h2 id={headingId} className="text-lg font-semibold leading-tight">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
        {tools}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </section>
  );
}
