import { deviceName } from "@shared/rules/device-name";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { SectionError } from "@/components/feedback/section-error";
import { PendingButton } from "@/components/forms/pending-button";
import { Badge } from "@/components/ui/badge";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { type SessionItem, useEndOtherSessions, useEndSession, useSessions } from "../api";
import { SettingsSection } from "./settings-section";

const failure = (title: string) => (error: unknown) =>
  toast({ title, description: parseApiError(error).message ?? "Please try again.", variant: "destructive" });

function SessionRow({ session }: { session: SessionItem }) {
  const endSession = useEndSession();
  const name = deviceName(session.userAgent);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {session.current ? <Badge variant="secondary">This browser</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          Signed in {formatRelativeTime(session.createdAt)} · last active{" "}
          {session.current ? "now" : formatRelativeTime(session.lastSeenAt)}
        </p>
      </div>
      {session.current ? null : (
        <PendingButton
          variant="outline"
          size="sm"
          isPending={endSession.isPending}
          pendingLabel="Signing out..."
          aria-label={`Sign out ${name}, signed in ${formatRelativeTime(session.createdAt)}`}
          onClick={() =>
            endSession.mutate(session.id, {
              onSuccess: () => toast({ title: "Signed out", description: name, variant: "success" }),
              onError: failure("Could not sign that session out"),
            })
          }
        >
          Sign out
        </PendingButton>
      )}
    </li>
  );
}

/** Sessions: where the member is signed in, with sign-out of one or of all others. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <SettingsSection
      id="sessions"
      icon={MonitorSmartphone}
      title="Sessions"
      description="The browsers and devices signed in to your account. Sign out any you do not recognise."
    >
      {sessions.isPending ? (
        <ListSkeleton rows={2} label="Loading your sessions" />
      ) : sessions.error ? (
        <SectionError
          what="your sessions"
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          isRetrying={sessions.isRefetching}
        />
      ) : (
        <>
          <ul className="divide-y divide-border" aria-label="Signed-in sessions">
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          <div>
            <PendingButton
              variant="outline"
              icon={<LogOut aria-hidden="true" />}
              isPending={endOthers.isPending}
              pendingLabel="Signing out..."
              disabled={others === 0 || endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: ({ ended }) =>
                    toast({
                      title: "Signed out everywhere else",
                      description: `${ended} session${ended === 1 ? "" : "s"} ended.`,
                      variant: "success",
                    }),
                  onError: failure("Could not sign the other sessions out"),
                })
              }
            >
              Sign out everywhere else
            </PendingButton>
            {others === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">You are signed in only here.</p>
            ) : null}
          </div>
        </>
      )}
    </SettingsSection>
  );
}
