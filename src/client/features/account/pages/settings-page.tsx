import { PageContainer } from "@/components/layout/page-container";
import { useAuth } from "@/lib/auth-provider";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ContactPrivacySection } from "../components/contact-privacy-section";
import { DataSection } from "../components/data-section";
import { EmailSection } from "../components/email-section";
import { ModerationDecisionsSection } from "../components/moderation-decisions-section";
import { NotificationSettingsSection } from "../components/notification-settings-section";
import { PasskeysSection } from "../components/passkeys-section";
import { PasswordSection } from "../components/password-section";
import { PrivacySection } from "../components/privacy-section";
import { ProfilePhotoSection } from "../components/profile-photo-section";
import { SecuritySection } from "../components/security-section";
import { SessionsSection } from "../components/sessions-section";
import { SingleSignOnSection } from "../components/single-sign-on-section";

const SECTIONS = [
  { id: "profile-photo", label: "Profile photo" },
  { id: "account", label: "E-mail address" },
  { id: "password", label: "Password" },
  { id: "security", label: "Two-factor sign-in" },
  { id: "passkeys", label: "Passkeys" },
  { id: "sessions", label: "Sessions" },
  { id: "notifications", label: "Notifications" },
  { id: "privacy", label: "Privacy" },
  { id: "moderation", label: "Moderation" },
  { id: "your-data", label: "Your data" },
] as const;

/** /settings: the member's account, privacy and security settings (signed-in members only). */
export function SettingsPage() {
  const { user } = useAuth();
  useDocumentTitle("Settings");
  if (!user) return null;
  return (
    <PageContainer className="grid max-w-5xl grid-cols-1 gap-6 py-8">
      <header className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="text-muted-foreground">Your photo, password, sessions, privacy and data.</p>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label="Settings sections" className="min-w-0 md:sticky md:top-24">
          <ul className="flex gap-1 overflow-x-auto pb-1 md:grid md:overflow-visible">
            {SECTIONS.map((section) => (
              <li key={section.id} className="shrink-0">
                <a
                  href={`#${section.id}`}
                  className="block rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid min-w-0 gap-6">
          <ProfilePhotoSection user={user} />
          <EmailSection email={user.email} />
          <PasswordSection />
          <SecuritySection />
          <PasskeysSection />
          <SingleSignOnSection />
          <SessionsSection />
          <NotificationSettingsSection />
          <ContactPrivacySection user={user} />
          <PrivacySection />
          <ModerationDecisionsSection />
          <DataSection />
        </div>
      </div>
    </PageContainer>
  );
}
