import type { PublicProfile } from "@shared/contracts/profiles";
import { Building, Download, MapPin, Pencil, Share2 } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { industryLabel } from "../industry-label";
import { downloadContactCard, fullName, shareProfile } from "../profile-actions";

type ProfileHeroProps = {
  profile: PublicProfile;
  isOwnProfile: boolean;
  onEditProfile: () => void;
  /** The main actions for a signed-in visitor (Connect, Message), before Share. */
  visitorActions?: ReactNode;
};

/** Avatar, name, role, company, location, industry and bio, with Share and "Save contact (.vcf)". */
export function ProfileHero({ profile, isOwnProfile, onEditProfile, visitorActions }: ProfileHeroProps) {
  const name = fullName(profile);
  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-card border border-border bg-card shadow-xs"
    >
      <div
        aria-hidden="true"
        className="h-28 bg-[linear-gradient(120deg,var(--primary),var(--accent))] sm:h-36"
      />
      <div className="grid gap-4 px-6 pb-6">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-4">
          <Avatar
            id={profile.id}
            firstName={profile.firstName}
            lastName={profile.lastName}
            src={profile.avatar}
            className="size-24 border-4 border-card text-2xl"
          />
          <div className="flex flex-wrap gap-2">
            {isOwnProfile ? (
              <Button variant="outline" onClick={onEditProfile}>
                <Pencil aria-hidden="true" />
                Edit Profile
              </Button>
            ) : null}
            {visitorActions}
            <Button variant="outline" onClick={() => void shareProfile(profile)}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
            <Button variant="outline" onClick={() => downloadContactCard(profile)}>
              <Download aria-hidden="true" />
              Save contact (.vcf)
            </Button>
          </div>
        </div>
        <div className="grid gap-2">
          <h1 id="profile-name" className="text-3xl font-bold tracking-tight">
            {name}
          </h1>
          {profile.jobTitle || profile.company ? (
            <p className="flex flex-wrap items-center gap-x-2 text-lg text-muted-foreground">
              {profile.jobTitle ? <span>{profile.jobTitle}</span> : null}
              {profile.company ? (
                <span className="inline-flex items-center gap-1">
                  <Building aria-hidden="true" className="size-4" />
                  {profile.jobTitle ? <span className="sr-only">at</span> : null}
                  {profile.company}
                </span>
              ) : null}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            {profile.location ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-4" />
                <span className="sr-only">Location:</span>
                {profile.location}
              </span>
            ) : null}
            {profile.industry ? <Badge variant="secondary">{industryLabel(profile.industry)}</Badge> : null}
          </div>
          {profile.bio ? <p className="max-w-3xl text-pretty">{profile.bio}</p> : null}
        </div>
      </div>
    </section>
  );
}
