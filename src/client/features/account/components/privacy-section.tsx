import { formatRelativeTime } from "@shared/rules/relative-time";
import { ShieldOff } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { LoadMoreButton } from "@/components/feedback/load-more-button";
import { QueryState } from "@/components/feedback/query-state";
import { PendingButton } from "@/components/forms/pending-button";
import { MemberLine } from "@/components/members/member-line";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { type BlockedMemberItem, useBlockedMembers, useSetBlocked } from "../api";
import { SettingsSection } from "./settings-section";

function BlockedMemberRow({ member }: { member: BlockedMemberItem }) {
  const setBlocked = useSetBlocked();
  return (
    <MemberLine
      member={member}
      variant="compact"
      className="py-3"
      context={`Blocked ${formatRelativeTime(member.blockedAt)}`}
      actions={
        <PendingButton
          variant="outline"
          size="sm"
          isPending={setBlocked.isPending}
          pendingLabel="Unblocking..."
          aria-label={`Unblock ${member.name}`}
          onClick={() =>
            setBlocked.mutate(
              { memberId: member.id, blocked: false },
              {
                onSuccess: () => toast({ title: "Unblocked", description: member.name, variant: "success" }),
                onError: (error) =>
                  toast({
                    title: "Could not unblock",
                    description: parseApiError(error).message ?? "Please try again.",
                    variant: "destructive",
                  }),
              },
            )
          }
        >
          Unblock
        </PendingButton>
      }
    />
  );
}

/** Privacy: the members the member blocked, with Unblock. Blocking itself is on each profile. */
export function PrivacySection() {
  const blocks = useBlockedMembers();
  const members = blocks.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <SettingsSection
      id="privacy"
      icon={ShieldOff}
      title="Privacy"
      description="Blocked members cannot message you, send you connection requests or referrals, and you stop seeing each other in suggestions and feeds. Block someone from their profile."
    >
      <QueryState
        query={blocks}
        what="your blocked members"
        loading={<ListSkeleton rows={2} label="Loading blocked members" />}
        isEmpty={members.length === 0}
        empty={<EmptyState icon={ShieldOff} message="You have not blocked anyone." />}
      >
        <ul className="divide-y divide-border" aria-label="Blocked members">
          {members.map((member) => (
            <BlockedMemberRow key={member.id} member={member} />
          ))}
        </ul>
        <LoadMoreButton
          hasMore={blocks.hasNextPage}
          isLoading={blocks.isFetchingNextPage}
          onLoadMore={() => void blocks.fetchNextPage()}
          label="Show more blocked members"
        />
      </QueryState>
    </SettingsSection>
  );
}
