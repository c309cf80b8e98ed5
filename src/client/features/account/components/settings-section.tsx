import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

type SettingsSectionProps = {
  id: string;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
};

/** One titled card of the Settings page; its heading names the region for screen readers. */
export function SettingsSection({ id, icon: Icon, title, description, children }: SettingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold leading-tight">
            <Icon aria-hidden="true" className="size-5 text-primary" />
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </section>
  );
}
