import { ANNOUNCEMENT_MAX_LENGTH, type PlatformSettings } from "@shared/contracts/settings";
import { Megaphone, Settings2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { SectionError } from "@/components/feedback/section-error";
import { PendingButton } from "@/components/forms/pending-button";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { AdminSectionCard } from "../shared/admin-section-card";
import { OrderSettingsCard } from "./order-settings-card";
import { useAdminSettings, useUpdateSettings } from "./settings-api";
import { SignInPolicyCard } from "./sign-in-policy-card";
import { WatchedWordsCard } from "./watched-words-card";

type SwitchKey =
  | "registrationOpen"
  | "registrationProofOfWork"
  | "postModeration"
  | "emailNotifications"
  | "requireVerifiedEmail";

const SWITCHES: { key: SwitchKey; label: string; description: string; on: string; off: string }[] = [
  {
    key: "registrationOpen",
    label: "User Registration",
    description:
      "Allow new people to create an account. When off, Get Started is hidden and sign-ups are refused.",
    on: "New users can register.",
    off: "Registration is closed; existing members still sign in.",
  },
  {
    key: "registrationProofOfWork",
    label: "Ask new members to pass a spam check (proof of work)",
    description:
      "Sign-up makes the browser solve a small puzzle (about a second, no third party, nothing to click or read) before the account is created. Slows down scripts that make accounts in bulk.",
    on: "New members pass the spam check before their account is created.",
    off: "Sign-up asks for no spam check.",
  },
  {
    key: "postModeration",
    label: "Post Moderation",
    description:
      "Hold new posts for review. They appear in the feed once an admin publishes them in the Posts tab.",
    on: "New posts wait for an admin to publish them.",
    off: "New posts appear in the feed at once.",
  },
  {
    key: "emailNotifications",
    label: "Email Notifications",
    description: "Send platform e-mail notifications to members.",
    on: "E-mail notifications are on.",
    off: "E-mail notifications are off.",
  },
  {
    key: "requireVerifiedEmail",
    label: "Require a verified e-mail to post, message, refer and order",
    description:
      "Members who have not opened their verification link can read and browse but not post, comment, message, refer or order.",
    on: "Only verified members can post, message, refer and order.",
    off: "Unverified members can post, message, refer and order.",
  },
];

function SettingSwitch({ item, settings }: { item: (typeof SWITCHES)[number]; settings: PlatformSettings }) {
  const update = useUpdateSettings();
  const id = useId();
  const checked =
    update.isPending && update.variables?.[item.key] !== undefined
      ? Boolean(update.variables[item.key])
      : settings[item.key];
  const handleChange = (value: boolean) =>
    update.mutate(
      { [item.key]: value },
      {
        onSuccess: () =>
          toast({
            title: `${item.label} ${value ? "on" : "off"}`,
            description: value ? item.on : item.off,
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to save the setting. Please try again.",
            variant: "destructive",
          }),
      },
    );
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="grid gap-1">
        <label htmlFor={id} className="font-medium">
          {item.label}
        </label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {item.description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={handleChange}
        disabled={update.isPending}
        aria-describedby={`${id}-description`}
      />
    </div>
  );
}

function AnnouncementForm({ settings }: { settings: PlatformSettings }) {
  const update = useUpdateSettings();
  const [text, setText] = useState(settings.announcement ?? "");
  useEffect(() => setText(settings.announcement ?? ""), [settings.announcement]);
  const tooLong = text.trim().length > ANNOUNCEMENT_MAX_LENGTH;

  const save = (announcement: string) =>
    update.mutate(
      { announcement },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.announcement ? "Announcement updated" : "Announcement cleared",
            description: saved.announcement
              ? "It now shows at the top of every page."
              : "No announcement is shown on the site.",
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description:
              parseApiError(error).message ?? "Failed to update the announcement. Please try again.",
            variant: "destructive",
          }),
      },
    );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!tooLong) save(text);
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-3" aria-label="Platform Announcement">
      <label htmlFor="platform-announcement" className="font-medium">
        Platform Announcement
      </label>
      <Textarea
        id="platform-announcement"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        placeholder="Shown at the top of every page until cleared, e.g. planned maintenance."
        aria-invalid={tooLong || undefined}
        aria-describedby="platform-announcement-count"
      />
      <p
        id="platform-announcement-count"
        className={tooLong ? "text-sm text-destructive" : "text-xs text-muted-foreground"}
      >
        {text.trim().length} / {ANNOUNCEMENT_MAX_LENGTH} characters
        {tooLong ? ` — Platform Announcement must be at most ${ANNOUNCEMENT_MAX_LENGTH} characters` : ""}
      </p>
      <div className="flex flex-wrap gap-2">
        <PendingButton
          type="submit"
          disabled={update.isPending || tooLong}
          isPending={update.isPending}
          pendingLabel="Updating..."
        >
          Update Announcement
        </PendingButton>
        {settings.announcement ? (
          <Button type="button" variant="outline" onClick={() => save("")} disabled={update.isPending}>
            Clear Announcement
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The Settings tab: registration, moderation and e-mail switches, and the site-wide announcement. */
export function SettingsTab() {
  const query = useAdminSettings();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the settings" className="grid gap-4">
        <Skeleton className="h-56 w-full" />
        <Skeleton className="h-44 w-full" />
      </div>
    );
  }
  if (query.error || !query.data) {
    return (
      <SectionError
        what="the settings"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const settings = query.data;
  return (
    <div className="grid gap-6">
      <AdminSectionCard
        icon={Settings2}
        title="Platform Settings"
        description="Changes apply to the whole platform at once."
        contentClassName="divide-y divide-border"
      >
        {SWITCHES.map((item) => (
          <SettingSwitch key={item.key} item={item} settings={settings} />
        ))}
      </AdminSectionCard>
      <AdminSectionCard
        icon={Megaphone}
        title="Announcement"
        description="A message for everyone, at the top of every page until you clear it."
      >
        <AnnouncementForm settings={settings} />
      </AdminSectionCard>
      <OrderSettingsCard />
      <WatchedWordsCard />
      <SignInPolicyCard />
    </div>
  );
}
