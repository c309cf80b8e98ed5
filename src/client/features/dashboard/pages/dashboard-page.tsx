import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { PageLoader } from "@/components/layout/page-loader";
import { AdBanner } from "@/features/banners";
import { DashboardTour } from "@/features/dashboard/components/tour/dashboard-tour";
import { NetworkInsightsSidebar } from "@/features/insights";
import { EditProfileDialog } from "@/features/profiles";
import { useAuth } from "@/lib/auth-provider";
import { useDocumentTitle } from "@/lib/use-document-title";
import { DashboardHeader } from "../components/dashboard-header";
import { DashboardTabsView } from "../components/dashboard-tabs-view";
import { GettingStartedCard } from "../components/getting-started-card";
import { StatCards } from "../components/stat-cards";
import { type DashboardTab, searchWithoutEdit, searchWithTab, tabFromSearch } from "../dashboard-tabs";

/** /dashboard: the member's working day. The tab lives in `?tab=`; `?edit=profile` opens Edit Profile. */
export function DashboardPage() {
  useDocumentTitle("Dashboard");
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [editFocusId, setEditFocusId] = useState<string | undefined>(undefined);
  const [isTourOpen, setIsTourOpen] = useState(false);

  const tab = tabFromSearch(search);
  const isEditRequested = new URLSearchParams(search).get("edit") === "profile";
  const isEditDialogOpen = isEditOpen || isEditRequested;
  const [isTourMounted, setIsTourMounted] = useState(!isEditDialogOpen);
  useEffect(() => {
    if (!isEditDialogOpen) setIsTourMounted(true);
  }, [isEditDialogOpen]);

  const replaceSearch = (next: string) =>
    navigate(next ? `/dashboard?${next}` : "/dashboard", { replace: true });
  const handleTabChange = (next: DashboardTab) => replaceSearch(searchWithTab(search, next));
  const handleEditOpenChange = (open: boolean) => {
    setIsEditOpen(open);
    if (!open && isEditRequested) replaceSearch(searchWithoutEdit(search));
  };

  if (!user) return <PageLoader />;
  return (
    <PageContainer className="grid gap-6 py-8">
      <DashboardHeader
        user={user}
        onHelp={() => setIsTourOpen(true)}
        onEditProfile={() => {
          setEditFocusId(undefined);
          setIsEditOpen(true);
        }}
      />
      <GettingStartedCard
        onEditProfile={(fieldId) => {
          setEditFocusId(fieldId);
          setIsEditOpen(true);
        }}
      />
      <AdBanner page="Dashboard" />
      <StatCards />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <DashboardTabsView
          tab={tab}
          onTabChange={handleTabChange}
          onEditProfile={(fieldId) => {
            setEditFocusId(fieldId);
            setIsEditOpen(true);
          }}
        />
        <aside aria-label="Network Insights" className="min-w-0">
          <NetworkInsightsSidebar onShowTab={handleTabChange} />
        </aside>
      </div>
      <EditProfileDialog
        open={isEditDialogOpen}
        onOpenChange={handleEditOpenChange}
        focusFieldId={editFocusId}
      />
      {/* One dialog at a time: the welcome dialog waits until an Edit Profile opened by the URL closes. */}
      {isTourMounted ? (
        <DashboardTour userId={user.id} tourOpen={isTourOpen} onTourOpenChange={setIsTourOpen} />
      ) : null}
    </PageContainer>
  );
}
