import {
  NOTIFICATION_TYPE_LABELS,
  NOTIFICATION_TYPES,
  type NotificationType,
} from "@shared/contracts/notifications";
import { SectionError } from "@/components/feedback/section-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/lib/toast";
import { useNotificationPreferences, useUpdateNotificationPreferences } from "../api";

/** One switch per notification type: whether it is also e-mailed (when the site sends e-mail). */
export function EmailPreferences() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const handleChange = (type: NotificationType, enabled: boolean) =>
    update.mutate(
      { email: { [type]: enabled } },
      { onError: () => toast({ title: "Your choice could not be saved", variant: "destructive" }) },
    );

  return (
    <section aria-labelledby="email-preferences-title" className="grid gap-3">
      <div>
        <h2 id="email-preferences-title" className="text-lg font-semibold">
          E-mail notifications
        </h2>
        <p className="text-sm text-muted-foreground">Choose what is also sent to your e-mail address.</p>
      </div>
      {preferences.isPending ? (
        <Skeleton className="h-40" />
      ) : preferences.isError ? (
        <SectionError
          what="your e-mail choices"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <ul className="grid gap-2">
          {NOTIFICATION_TYPES.map((type) => {
            const id = `email-${type}`;
            return (
              <li
                key={type}
                className="flex items-center justify-between gap-4 rounded-md border border-border px-3 py-2"
              >
                <label htmlFor={id} className="text-sm">
                  {NOTIFICATION_TYPE_LABELS[type]}
                </label>
                <Switch
                  id={id}
                  checked={preferences.data.email[type]}
                  disabled={update.isPending}
                  onCheckedChange={(enabled) => handleChange(type, enabled)}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
