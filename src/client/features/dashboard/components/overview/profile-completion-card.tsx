import { profileCompletionPercent } from "@shared/rules/profile-completion";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth-provider";

/** Profile Completion: the spec's 8-field rule, a progress bar and Complete Profile. */
export function ProfileCompletionCard({ onEditProfile }: { onEditProfile: () => void }) {
  const { user } = useAuth();
  if (!user) return null;
  const percent = profileCompletionPercent(user);
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
        <p className="text-sm text-muted-foreground">
          {percent === 100
            ? "Your profile has everything matching needs."
            : "A complete profile gets better matches and more introductions."}
        </p>
        <Button variant={percent === 100 ? "outline" : "default"} size="sm" onClick={onEditProfile}>
          {percent === 100 ? "Edit Profile" : "Complete Profile"}
        </Button>
      </CardContent>
    </Card>
  );
}
