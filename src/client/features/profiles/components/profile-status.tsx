import { CircleAlert, Home, RefreshCw, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth-provider";

function StatusPanel({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section
      aria-labelledby="profile-status-title"
      className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-card border border-border bg-card px-6 py-12 text-center shadow-xs sm:px-10"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-muted">{icon}</span>
      <h1 id="profile-status-title" className="text-2xl font-bold tracking-tight">
        {title}
      </h1>
      {children}
      <div className="flex flex-wrap justify-center gap-2">{actions}</div>
    </section>
  );
}

function HomeButton() {
  const { user } = useAuth();
  return (
    <Button variant="outline" asChild>
      <Link href={user ? "/dashboard" : "/"}>
        <Home aria-hidden="true" />
        {user ? "Go to Dashboard" : "Go to home page"}
      </Link>
    </Button>
  );
}

/** docs/product.md, Errors: 'Error Loading Profile', showing the username, with a retry. */
export function ProfileLoadError({
  username,
  onRetry,
  isRetrying,
}: {
  username: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <StatusPanel
      icon={<CircleAlert aria-hidden="true" className="size-7 text-destructive" />}
      title="Error Loading Profile"
      actions={
        <>
          <Button onClick={onRetry} disabled={isRetrying} aria-busy={isRetrying}>
            <RefreshCw aria-hidden="true" className={isRetrying ? "animate-spin" : undefined} />
            {isRetrying ? "Retrying..." : "Try Again"}
          </Button>
          <HomeButton />
        </>
      }
    >
      <p className="text-muted-foreground">There was an error loading this profile. Please try again.</p>
      <p className="text-sm font-medium">@{username}</p>
    </StatusPanel>
  );
}

/** docs/product.md, Errors: 'Profile Not Found'. */
export function ProfileNotFound({ username }: { username: string }) {
  return (
    <StatusPanel
      icon={<SearchX aria-hidden="true" className="size-7 text-muted-foreground" />}
      title="Profile Not Found"
      actions={<HomeButton />}
    >
      <p className="text-muted-foreground">The requested profile could not be found.</p>
      <p className="text-sm font-medium">@{username}</p>
    </StatusPanel>
  );
}
