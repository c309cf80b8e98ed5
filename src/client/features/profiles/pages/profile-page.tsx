import { lazy, Suspense, useState } from "react";
import { useParams } from "wouter";
import { PageContainer } from "@/components/layout/page-container";
import { AdBanner } from "@/features/banners";
import { useAuth } from "@/lib/auth-provider";
import { useDocumentTitle } from "@/lib/use-document-title";
import { usePublicProfile } from "../api";
import { ProfileActions } from "../components/profile-actions";
import { ActivityCard } from "../components/profile-activity";
import { ProfileHero } from "../components/profile-hero";
import { EducationSection, ExperienceSection } from "../components/profile-history-sections";
import { ProfileNetworkLine } from "../components/profile-network-line";
import { GetInTouch, ProfessionalInformation } from "../components/profile-sections";
import { ProfileSkeleton } from "../components/profile-skeleton";
import { ProfileLoadError, ProfileNotFound } from "../components/profile-status";
import { ProfileTopBar } from "../components/profile-top-bar";
import { fullName } from "../profile-actions";

const EditProfileDialog = lazy(() =>
  import("../components/edit-profile-dialog").then((module) => ({ default: module.EditProfileDialog })),
);

/** /profile/{username}: a member's public profile, for everyone (docs/product.md). */
export function ProfilePage() {
  const { username = "" } = useParams<{ username: string }>();
  const { user } = useAuth();
  const { data: profile, isPending, isError, refetch, isFetching } = usePublicProfile(username);
  const [isEditOpen, setIsEditOpen] = useState(false);

  useDocumentTitle(
    profile
      ? fullName(profile)
      : profile === null
        ? "Profile Not Found"
        : isError
          ? "Error Loading Profile"
          : "Profile",
  );

  const renderContent = () => {
    if (isPending) return <ProfileSkeleton />;
    if (isError)
      return <ProfileLoadError username={username} onRetry={() => void refetch()} isRetrying={isFetching} />;
    if (!profile) return <ProfileNotFound username={username} />;
    const isOwnProfile = user?.id === profile.id;
    return (
      <div className="grid gap-6">
        <ProfileHero
          profile={profile}
          isOwnProfile={isOwnProfile}
          onEditProfile={() => setIsEditOpen(true)}
          visitorActions={user && !isOwnProfile ? <ProfileActions profile={profile} /> : null}
        />
        <ProfileNetworkLine profile={profile} />
        <AdBanner page="Profile" />
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            <ProfessionalInformation profile={profile} />
            <ActivityCard profile={profile} isOwnProfile={isOwnProfile} />
            <ExperienceSection profile={profile} isOwnProfile={isOwnProfile} />
            <EducationSection profile={profile} isOwnProfile={isOwnProfile} />
          </div>
          <GetInTouch profile={profile} />
        </div>
        {isOwnProfile && isEditOpen ? (
          <Suspense fallback={null}>
            <EditProfileDialog open={isEditOpen} onOpenChange={setIsEditOpen} />
          </Suspense>
        ) : null}
      </div>
    );
  };

  return (
    <PageContainer className="grid max-w-5xl gap-6 py-6">
      <ProfileTopBar username={username} />
      {renderContent()}
    </PageContainer>
  );
}
