import type { FeedPost } from "@shared/contracts/feed";
import { Skeleton } from "@/components/ui/skeleton";
import { useLinkPreview } from "../link-preview-api";

/**
 * The card of a post's first link: the page's image (a copy on our origin), site, title and
 * description, all one link to the page. While the server is still reading the page, a placeholder
 * of the card's shape; nothing when the page gave nothing to show.
 */
export function LinkPreviewCard({ post }: { post: Pick<FeedPost, "id" | "linkPreview"> }) {
  const preview = useLinkPreview(post);
  if (preview === null) return null;
  if (preview.status === "pending") {
    return (
      <div
        role="status"
        className="grid gap-2 rounded-lg border border-border p-3"
        data-testid="link-preview-loading"
      >
        <span className="sr-only">Loading the preview of the link…</span>
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3 w-full" />
      </div>
    );
  }
  return (
    <a
      href={preview.url}
      target="_blank"
      rel="noopener noreferrer nofollow ugc"
      className="group grid overflow-hidden rounded-lg border border-border bg-muted/30 transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="link-preview"
    >
      {preview.image ? (
        <img
          src={preview.image}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[1.91/1] w-full border-b border-border bg-muted object-cover"
        />
      ) : null}
      <span className="grid min-w-0 gap-1 p-3">
        <span className="truncate text-xs uppercase tracking-wide text-muted-foreground">
          {preview.siteName}
        </span>
        <span className="line-clamp-2 font-semibold leading-snug group-hover:underline">{preview.title}</span>
        {preview.description ? (
          <span className="line-clamp-2 text-sm text-muted-foreground">{preview.description}</span>
        ) : null}
        <span className="sr-only"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
