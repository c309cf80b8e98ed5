import { lazy, Suspense, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { PageLoader } from "@/components/layout/page-loader";
import { useAuth } from "@/lib/auth-provider";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AdminHeader } from "../components/shell/admin-header";
import { type AdminTab, adminTabFromSearch, searchWithAdminTab } from "../components/shell/admin-tabs";
import { AdminTabsView } from "../components/shell/admin-tabs-view";

const EditProfileDialog = lazy(() =>
  import("@/features/profiles").then((module) => ({
    default: module.EditProfileDialog,
  })),
);

/** /admin (admins only, see RequireAdmin): the tab lives in `?tab=`, so a reload keeps it. */
export function AdminPage() {
  useDocumentTitle("Admin Dashboard");
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [hasOpenedEdit, setHasOpenedEdit] = useState(false);
  const tab = adminTabFromSearch(search);

  const handleTabChange = (next: AdminTab) => {
    const query = searchWithAdminTab(search, next);
    navigate(query ? `/admin?${query}` : "/admin", { replace: true });
  };
  const handleEditProfile = () => {
    setHasOpenedEdit(true);
    setIsEditOpen(true);
  };

  if (!user) return <PageLoader />;
  return (
    <PageContainer className="grid gap-6 py-8">
      <AdminHeader user={user} onEditProfile={handleEditProfile} />
      <AdminTabsView tab={tab} onTabChange={handleTabChange} />
      {hasOpenedEdit ? (
        <Suspense fallback={null}>
          <EditProfileDialog open={isEditOpen} onOpenChange={setIsEditOpen} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}
