import { Megaphone, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { usePublicSettings } from "../api";

const DISMISSED_KEY = "netwise:announcement-dismissed";

/** A short fingerprint of the text: a new announcement shows again after an old one was dismissed. */
function fingerprint(text: string): string {
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = (hash * 33) ^ text.charCodeAt(index);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** The Platform Announcement of the admin Settings tab, on every page until cleared or dismissed. */
export function PlatformAnnouncement() {
  const { data } = usePublicSettings();
  const [dismissed, setDismissed] = useState(readDismissed);
  const announcement = data?.announcement;
  if (!announcement || dismissed === fingerprint(announcement)) return null;

  const handleDismiss = () => {
    const value = fingerprint(announcement);
    try {
      window.localStorage.setItem(DISMISSED_KEY, value);
    } catch {
      // Storage unavailable: hidden for this visit only.
    }
    setDismissed(value);
  };

  return (
    <section
      aria-label="Platform announcement"
      className="border-b border-border bg-accent text-accent-foreground"
      data-testid="platform-announcement"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2.5 sm:px-6">
        <Megaphone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p className="flex-1 text-sm font-medium break-words whitespace-pre-line">{announcement}</p>
        <Button
          variant="ghost"
          size="icon"
          className="-my-1 size-7 shrink-0"
          aria-label="Dismiss announcement"
          onClick={handleDismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
