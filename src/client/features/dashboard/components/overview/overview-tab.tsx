import { AiRecommendationsCard } from "@/features/matching";
import type { DashboardTab } from "../../dashboard-tabs";
import { NetworkGrowthCard } from "./network-growth-card";
import { ProfileCompletionCard } from "./profile-completion-card";
import { RecentMessagesCard } from "./recent-messages-card";
import { RecentOpportunitiesCard } from "./recent-opportunities-card";

type OverviewTabProps = { onEditProfile: (fieldId?: string) => void; onShowTab: (tab: DashboardTab) => void };

/** Overview: AI Recommendations and Recent Opportunities, with the side cards beside them on wide screens. */
export function OverviewTab({ onEditProfile, onShowTab }: OverviewTabProps) {
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_17rem]">
      <div className="grid min-w-0 content-start gap-6">
        <AiRecommendationsCard onEditProfile={onEditProfile} />
        <RecentOpportunitiesCard onShowTab={onShowTab} />
      </div>
      <div className="grid content-start gap-6 md:grid-cols-2 xl:grid-cols-1">
        <ProfileCompletionCard onEditProfile={onEditProfile} />
        <NetworkGrowthCard />
        <div className="md:col-span-2 xl:col-span-1">
          <RecentMessagesCard />
        </div>
      </div>
    </div>
  );
}
