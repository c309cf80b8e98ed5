import type { CurrentUser } from "@shared/contracts/auth";
import { profileEndpoints, type UpdatePrivacySettingsRequest } from "@shared/contracts/profiles";
import { useMutation } from "@tanstack/react-query";
import { Contact } from "lucide-react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { parseApiError } from "@/lib/api-request";
import { ME_QUERY_KEY } from "@/lib/auth-provider";
import { call } from "@/lib/endpoint-client";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { SettingsSection } from "./settings-section";

const SWITCHES = [
  {
    key: "showEmailToConnections",
    label: "Show my e-mail address to my connections",
    hint: "Visitors and members you are not connected with never see it.",
  },
  {
    key: "showPhoneToConnections",
    label: "Show my phone number to my connections",
    hint: "Off unless you turn it on. Visitors and other members never see it.",
  },
  {
    key: "browsePrivately",
    label: "Browse profiles privately",
    hint: "Members whose profiles you view see a private viewer, not your name; you then see only how many viewed yours, not who.",
  },
] as const;

/** PATCH /api/profile/privacy; the switches read the signed-in member (GET /api/auth/me), updated in place. */
function useUpdateContactPrivacy() {
  return useMutation({
    mutationFn: (changes: UpdatePrivacySettingsRequest) =>
      call(profileEndpoints.updatePrivacySettings, { body: changes }),
    onSuccess: (settings) =>
      queryClient.setQueryData<CurrentUser>(ME_QUERY_KEY, (user) => (user ? { ...user, ...settings } : user)),
  });
}

/**
 * Settings → Contact details and profile views: whether connections see the member's e-mail and phone
 * (and vCard), and whether the member browses others' profiles privately.
 */
export function ContactPrivacySection({ user }: { user: CurrentUser }) {
  const update = useUpdateContactPrivacy();
  return (
    <SettingsSection
      id="contact-privacy"
      icon={Contact}
      title="Contact details and profile views"
      description="Who sees your e-mail address and phone number, and whether the members whose profiles you view see your name."
    >
      {SWITCHES.map(({ key, label, hint }) => (
        <div key={key} className="flex items-center justify-between gap-4">
          <div className="grid gap-0.5">
            <Label htmlFor={`privacy-${key}`}>{label}</Label>
            <span id={`privacy-${key}-hint`} className="text-sm text-muted-foreground">
              {hint}
            </span>
          </div>
          <Switch
            id={`privacy-${key}`}
            checked={user[key]}
            disabled={update.isPending}
            aria-describedby={`privacy-${key}-hint`}
            onCheckedChange={(checked) =>
              update.mutate(
                { [key]: checked },
                {
                  onSuccess: () => toast({ title: "Privacy saved", description: label, variant: "success" }),
                  onError: (error) =>
                    toast({
                      title: "Could not save",
                      description: parseApiError(error).message ?? "Please try again.",
                      variant: "destructive",
                    }),
                },
              )
            }
          />
        </div>
      ))}
    </SettingsSection>
  );
}
