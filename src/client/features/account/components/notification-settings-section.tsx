import { Bell, Mail } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { SettingsSection } from "./settings-section";

/**
 * Notifications: the e-mail switches live with the notifications themselves (/notifications, from the
 * notifications feature); this section points there, so each choice has one home.
 */
export function NotificationSettingsSection() {
  return (
    <SettingsSection
      id="notifications"
      icon={Bell}
      title="Notifications"
      description="Connection requests, messages and referrals appear under the bell; you choose which are also e-mailed to you."
    >
      <div>
        <Button variant="outline" asChild>
          <Link href="/notifications">
            <Mail aria-hidden="true" />
            Choose e-mail notifications
          </Link>
        </Button>
      </div>
    </SettingsSection>
  );
}
