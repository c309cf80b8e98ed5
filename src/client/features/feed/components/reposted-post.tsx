import type { RepostedPost } from "@shared/contracts/feed";
import { formatRelativeTime } from "@shared/rules/relative-time";
import { AuthorLine } from "./author-line";

/**
 * The original a repost shares, embedded under the reposter's words: its author (linked) and text;
 * a short note when it was deleted or is no longer visible.
 */
export function RepostedPostCard({ original }: { original: RepostedPost | null }) {
  if (original === null)
    return (
      <p
        className="rounded-md border border-dashed border-border p-3 text-sm text-muted-foreground"
        data-testid="reposted-post"
      >
        This post is no longer available.
      </p>
    );
  return (
    <section
      aria-label={`Reposted post by ${original.author.name}`}
      className="grid gap-2 rounded-md border border-border p-3"
      data-testid="reposted-post"
    >
      <AuthorLine author={original.author} time={formatRelativeTime(original.createdAt)} size="small" />
      <p className="whitespace-pre-wrap break-words text-sm">{original.content}</p>
    </section>
  );
}
