import type { PublicProfile } from "@shared/contracts/profiles";
import { buildVCard, vCardFileName } from "@shared/rules/vcard";
import { toast } from "@/lib/toast";

export const PROFILE_LINK_COPIED = "Profile link copied";
export const CONTACT_DOWNLOADED = "Contact downloaded";

/** Only http(s) addresses become links (the API refuses anything else; old data is not trusted). */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export const fullName = (profile: Pick<PublicProfile, "firstName" | "lastName">) =>
  `${profile.firstName} ${profile.lastName}`.trim();

export const profileUrl = (username: string) =>
  `${window.location.origin}/profile/${encodeURIComponent(username)}`;

/** The device share sheet when there is one; otherwise the link is copied to the clipboard. */
export async function shareProfile(profile: PublicProfile): Promise<void> {
  const url = profileUrl(profile.username);
  const title = `${fullName(profile)} on Netwise`;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text: title, url });
      return;
    } catch (error) {
      // The member closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: PROFILE_LINK_COPIED, variant: "success" });
  } catch {
    toast({ title: "Could not copy the link", description: url, variant: "destructive" });
  }
}

/** Downloads the member's contact card as First-Last.vcf. */
export function downloadContactCard(profile: PublicProfile): void {
  const card = buildVCard({
    firstName: profile.firstName,
    lastName: profile.lastName,
    company: profile.company,
    jobTitle: profile.jobTitle,
    phoneNumber: profile.phoneNumber,
    email: profile.email,
    websiteUrl: safeHttpUrl(profile.websiteUrl ?? profile.website),
  });
  const href = URL.createObjectURL(new Blob([card], { type: "text/vcard;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = href;
  link.download = vCardFileName(profile.firstName, profile.lastName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  toast({ title: CONTACT_DOWNLOADED, variant: "success" });
}
