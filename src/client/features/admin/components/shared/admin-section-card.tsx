import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type AdminSectionCardProps = {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
};

/** A card of an admin tab: its icon and title, an optional description, then its content. */
export function AdminSectionCard({
  icon: Icon,
  title,
  description,
  contentClassName,
  children,
}: AdminSectionCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-5 text-primary" />
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
