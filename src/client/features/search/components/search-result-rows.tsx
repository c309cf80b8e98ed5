import type { FeedPost } from "@shared/contracts/feed";
import type { ArticleResult, BusinessResult, MemberResult } from "@shared/contracts/search";
import { BadgeCheck, Building2, Newspaper } from "lucide-react";
import { MemberLabel } from "@/components/members/member-label";

/** Where each kind of result opens. */
export const resultHref = {
  member: (member: MemberResult) => `/profile/${encodeURIComponent(member.username)}`,
  article: (article: ArticleResult) => `/news/${encodeURIComponent(article.slug)}`,
  business: (business: BusinessResult) => `/business/${encodeURIComponent(business.slug)}`,
};

/** "Job title at Company", whichever parts the member filled in. */
export function memberLine(member: Pick<MemberResult, "jobTitle" | "company">): string {
  if (member.jobTitle && member.company) return `${member.jobTitle} at ${member.company}`;
  return member.jobTitle ?? member.company ?? "";
}

/** The first words of a post, on one line. */
export function postExcerpt(content: string, length = 90): string {
  const text = content.replace(/\s+/g, " ").trim();
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

export function MemberResultRow({ member }: { member: MemberResult }) {
  return <MemberLabel member={member} detail={memberLine(member)} />;
}

export function PostResultRow({ post }: { post: FeedPost }) {
  return (
    <span className="grid min-w-0">
      <span className="truncate text-sm">{postExcerpt(post.content)}</span>
      <span className="truncate text-xs text-muted-foreground">
        {post.author.name} · {post.relativeTime}
      </span>
    </span>
  );
}

export function ArticleResultRow({ article }: { article: ArticleResult }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Newspaper aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <span className="grid min-w-0">
        <span className="truncate text-sm font-medium">{article.title}</span>
        <span className="truncate text-xs text-muted-foreground">{article.category}</span>
      </span>
    </span>
  );
}

export function BusinessResultRow({ business }: { business: BusinessResult }) {
  const place = [business.category, business.city].filter(Boolean).join(" · ");
  return (
    <span className="flex min-w-0 items-center gap-3">
      {business.logo ? (
        <img src={business.logo} alt="" className="size-8 shrink-0 rounded-md object-cover" />
      ) : (
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      )}
      <span className="grid min-w-0">
        <span className="flex min-w-0 items-center gap-1 text-sm font-medium">
          <span className="truncate">{business.name}</span>
          {business.isVerified ? (
            <BadgeCheck aria-label="Verified" className="size-4 shrink-0 text-primary" />
          ) : null}
        </span>
        <span className="truncate text-xs text-muted-foreground">{place}</span>
      </span>
    </span>
  );
}
