import { ArrowLeft, LayoutDashboard, UserPlus, UserRound } from "lucide-react";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuthDialog } from "@/lib/auth-dialog";
import { useAuth } from "@/lib/auth-provider";

/**
 * The profile page's own header row (docs/product.md): Back; Dashboard and My Profile when signed in,
 * Join when not. The site logo sits in the navigation bar right above it.
 */
export function ProfileTopBar({ username }: { username: string }) {
  const { user, isLoading } = useAuth();
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  const [, navigate] = useLocation();
  const isOwnProfile = user?.username === username.toLowerCase();

  const handleBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate("/");
  };

  return (
    <nav aria-label="Profile" className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="ghost" onClick={handleBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      {isLoading ? null : user ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" asChild>
            <Link href="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </Button>
          <Button variant="outline" size="sm" asChild>
            <Link
              href={`/profile/${encodeURIComponent(user.username)}`}
              aria-current={isOwnProfile ? "page" : undefined}
            >
              <UserRound aria-hidden="true" />
              My Profile
            </Link>
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          onClick={() => openAuthDialog("register")}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
        >
          <UserPlus aria-hidden="true" />
          Join
        </Button>
      )}
    </nav>
  );
}
