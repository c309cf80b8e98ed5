import { PROFILE_ACTIVITY_PREVIEW, type ProfileActivityItem } from "@shared/contracts/profile-activity";
import type { PublicProfile } from "@shared/contracts/profiles";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { ArrowRight, MessageSquare, Rss, SquarePen } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/feedback/empty-state";
import { ListSkeleton } from "@/components/feedback/list-skeleton";
import { QueryState } from "@/components/feedback/query-state";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { postUrl } from "@/features/feed";
import { useProfileActivity } from "../activity-api";

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Where an item of activity leads: the post in the feed (as its notifications link it). */
const postHref = (postId: number) => postUrl("", postId);

/** The text an item shows of a post: its own words, or for a plain repost the original's. */
function postExcerpt(post: ProfileActivityItem["post"]) {
  if (post.content.trim() !== "") return post.content;
  return post.repostOf ? post.repostOf.content : "";
}

type ActivityMember = { id: number; name: string };

/** `/profile/{username}/activity`: where "Show all activity" leads. */
export const activityPath = (username: string) => `/profile/${encodeURIComponent(username)}/activity`;

/**
 * One thing the member did, as LinkedIn lists it: "Ola posted" with the post's excerpt and counts, or
 * "Ola commented on Tess's post" with the comment and the post's excerpt. The excerpt links to the post.
 */
export function ActivityItem({ item, member }: { item: ProfileActivityItem; member: ActivityMember }) {
  const { post } = item;
  const when = formatRelativeTime(item.at);
  const isComment = item.kind === "comment" && item.comment !== undefined;
  const whose = post.author.id === member.id ? "their own" : `${post.author.name || "a member"}'s`;
  return (
    <li
      className="grid gap-2 border-b border-border pb-4 last:border-b-0 last:pb-0"
      data-testid="activity-item"
    >
      <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground">
        {isComment ? (
          <MessageSquare aria-hidden="true" className="size-4" />
        ) : (
          <SquarePen aria-hidden="true" className="size-4" />
        )}
        <span>
          <span className="font-medium text-foreground">{member.name}</span>{" "}
          {isComment
            ? `commented on ${whose} post`
            : post.repostOf !== undefined
              ? "reposted this"
              : "posted this"}
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={item.at}>{when}</time>
        {post.pendingReview ? <Badge variant="warning">Pending review</Badge> : null}
        {item.comment?.hidden ? <Badge variant="warning">Hidden by a moderator</Badge> : null}
      </p>
      {isComment ? (
        <>
          <Link
            href={postHref(post.id)}
            className="line-clamp-3 whitespace-pre-line rounded-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {item.comment?.content}
          </Link>
          <blockquote className="line-clamp-2 border-l-2 border-border pl-3 text-sm text-muted-foreground">
            {postExcerpt(post)}
          </blockquote>
        </>
      ) : (
        <>
          <Link
            href={postHref(post.id)}
            className="line-clamp-3 whitespace-pre-line rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {postExcerpt(post) || "A post"}
          </Link>
          <p className="text-xs text-muted-foreground">
            {[
              plural(post.likes, "like"),
              plural(post.comments, "comment"),
              plural(post.shares, "share"),
            ].join(" · ")}
          </p>
        </>
      )}
    </li>
  );
}

/** The profile's Activity card: the newest three posts and comments, and "Show all activity". */
export function ActivityCard({ profile, isOwnProfile }: { profile: PublicProfile; isOwnProfile: boolean }) {
  const query = useProfileActivity(profile.username, PROFILE_ACTIVITY_PREVIEW);
  const firstPage = query.data?.pages[0];
  const items = firstPage?.items ?? [];
  const member = { id: profile.id, name: `${profile.firstName} ${profile.lastName}`.trim() };
  return (
    <Card role="region" aria-labelledby="profile-activity-title" data-testid="profile-activity">
      <CardHeader>
        <h2
          id="profile-activity-title"
          className="flex items-center gap-2 text-lg font-semibold leading-tight"
        >
          <Rss aria-hidden="true" className="size-5 text-muted-foreground" />
          Activity
        </h2>
      </CardHeader>
      <CardContent>
        <QueryState
          query={query}
          what="the activity"
          loading={<ListSkeleton rows={PROFILE_ACTIVITY_PREVIEW} label="Loading activity" />}
          isEmpty={items.length === 0}
          empty={<ActivityEmptyState firstName={profile.firstName} isOwnProfile={isOwnProfile} />}
        >
          <ul className="grid gap-4" aria-label={`${member.name}'s recent activity`}>
            {items.map((item) => (
              <ActivityItem
                key={`${item.kind}-${item.comment?.id ?? item.post.id}`}
                item={item}
                member={member}
              />
            ))}
          </ul>
        </QueryState>
      </CardContent>
      {items.length > 0 ? (
        <CardFooter className="border-t border-border pt-4">
          <Link
            href={activityPath(profile.username)}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
          >
            Show all activity
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </CardFooter>
      ) : null}
    </Card>
  );
}

/** No posts or comments yet: the member is invited to post; others read that nothing is here. */
export function ActivityEmptyState({
  firstName,
  isOwnProfile,
}: {
  firstName: string;
  isOwnProfile: boolean;
}) {
  return (
    <EmptyState
      icon={Rss}
      message={
        isOwnProfile
          ? "You have not posted or commented yet. What you share shows here."
          : `${firstName} has not posted or commented yet.`
      }
      action={
        isOwnProfile ? (
          <Link href="/feed" className="text-sm font-medium text-primary hover:underline">
            Start a post
          </Link>
        ) : undefined
      }
    />
  );
}
