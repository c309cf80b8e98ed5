import type { PublicProfile } from "@shared/contracts/profiles";
import { Briefcase, Users } from "lucide-react";
import { Link } from "wouter";

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;

/** The mutual connections named (links to their profiles), then "and N others you know". */
function MutualConnections({ mutual }: { mutual: NonNullable<PublicProfile["mutualConnections"]> }) {
  const others = mutual.count - mutual.members.length;
  return (
    <p className="flex flex-wrap items-center gap-x-1" data-testid="mutual-connections">
      <Users aria-hidden="true" className="mr-1 size-4 text-primary" />
      {mutual.members.map((member, index) => (
        <span key={member.id}>
          <Link href={`/profile/${member.username}`} className="font-medium text-primary hover:underline">
            {member.name}
          </Link>
          {index < mutual.members.length - 1
            ? index === mutual.members.length - 2 && others <= 0
              ? " and"
              : ","
            : ""}
        </span>
      ))}
      <span>
        {others > 0 ? `and ${count(others, "other", "others")} you know` : "— connections you share"}
      </span>
    </p>
  );
}

/** Connection, follower and following counts; for a signed-in viewer what the two share. */
export function ProfileNetworkLine({ profile }: { profile: PublicProfile }) {
  return (
    <div className="grid gap-2 text-sm" data-testid="profile-network">
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
        <span>{count(profile.connectionCount, "connection", "connections")}</span>
        <span aria-hidden="true">·</span>
        <span>{count(profile.followerCount, "follower", "followers")}</span>
        <span aria-hidden="true">·</span>
        <span>{count(profile.followingCount, "following", "following")}</span>
      </p>
      {profile.mutualConnections && profile.mutualConnections.count > 0 ? (
        <MutualConnections mutual={profile.mutualConnections} />
      ) : null}
      {profile.sharedCompanies && profile.sharedCompanies.length > 0 ? (
        <p className="flex items-center gap-2" data-testid="shared-companies">
          <Briefcase aria-hidden="true" className="size-4 text-primary" />
          You both worked at {profile.sharedCompanies.join(", ")}
        </p>
      ) : null}
    </div>
  );
}
