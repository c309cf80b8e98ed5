import {
  missingProfileFields,
  type ProfileCompletionField,
  profileCompletionPercent,
} from "@shared/rules/profile-completion";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth-provider";

/** Each completion field's label and the id of its input in the Edit Profile form. */
const FIELD_TARGETS: Record<ProfileCompletionField, { label: string; fieldId: string }> = {
  firstName: { label: "First name", fieldId: "edit-profile-first-name" },
  lastName: { label: "Last name", fieldId: "edit-profile-last-name" },
  jobTitle: { label: "Job title", fieldId: "edit-profile-job-title" },
  company: { label: "Company", fieldId: "edit-profile-company" },
  industry: { label: "Industry", fieldId: "edit-profile-industry" },
  professionalSummary: { label: "Professional summary", fieldId: "edit-profile-summary" },
  skills: { label: "Skills", fieldId: "edit-profile-skills" },
  lookingFor: { label: "What you are looking for", fieldId: "edit-profile-looking-for" },
};

/** Profile Completion: the spec's 8-field rule, a progress bar, what is missing, and Complete Profile. */
export function ProfileCompletionCard({ onEditProfile }: { onEditProfile: (fieldId?: string) => void }) {
  const { user } = useAuth();
  if (!user) return null;
  const percent = profileCompletionPercent(user);
  const missing = missingProfileFields(user);
  return (
    <Card data-testid="profile-completion">
      <CardHeader>
        <CardTitle className="text-base">Profile Completion</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex items-baseline justify-between">
          <span className="text-2xl font-bold tabular-nums">{percent}%</span>
          <span className="text-xs text-muted-foreground">
            {percent === 100 ? "All set" : "Almost there"}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Profile completion"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        {missing.length > 0 ? (
          <div className="grid gap-1">
            <p id="profile-missing-title" className="text-sm font-medium">
              Still missing
            </p>
            <ul aria-labelledby="profile-missing-title" className="grid gap-1 text-sm">
              {missing.map((field) => (
                <li key={field}>
                  <button
                    type="button"
                    className="min-h-6 cursor-pointer text-primary underline-offset-4 hover:underline"
                    onClick={() => onEditProfile(FIELD_TARGETS[field].fieldId)}
                  >
                    Add {FIELD_TARGETS[field].label.toLowerCase()}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {percent === 100
            ? "Your profile has everything matching needs."
            : "A complete profile gets better matches and more introductions."}
        </p>
        <Button variant={percent === 100 ? "outline" : "default"} size="sm" onClick={() => onEditProfile()}>
          {percent === 100 ? "Edit Profile" : "Complete Profile"}
        </Button>
      </CardContent>
    </Card>
  );
}
