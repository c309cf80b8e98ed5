import { PageContainer } from "@/components/layout/page-container";
import { InvitePeopleSection } from "@/features/invitations";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ConnectionsListSection } from "../components/connections-list-section";
import { FollowersSection } from "../components/followers-section";
import { InvitationsSection } from "../components/invitations-section";
import { NetworkSuggestionsSection } from "../components/network-suggestions-section";

/**
 * /network (issue 32 point 4): invitations received and sent, people you may know, the connections
 * (searched and sorted), who follows you and "Invite people" (point 6). Two columns on a desktop, one on a phone.
 */
export function NetworkPage() {
  useDocumentTitle("My Network");
  return (
    <PageContainer className="grid gap-6 py-8">
      <h1 className="text-2xl font-bold">My Network</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <InvitationsSection />
          <ConnectionsListSection />
        </div>
        <div className="grid min-w-0 gap-6">
          <NetworkSuggestionsSection />
          <InvitePeopleSection />
          <FollowersSection />
        </div>
      </div>
    </PageContainer>
  );
}
