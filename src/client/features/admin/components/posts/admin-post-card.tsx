import type { AdminPost } from "@shared/contracts/feed-admin";
import { Flag, Heart, MessageCircle, Trash2 } from "lucide-react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { PostImageGrid } from "@/features/feed";
import { parseApiError } from "@/lib/api-request";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useSetPostVisibility } from "../../api";
import { formatAdminDate } from "../shell/format-date";

const typeLabel = (type: string) => `${type.charAt(0).toUpperCase()}${type.slice(1)}`;

/** One post as the spec's Posts tab shows it: author, type, published toggle, delete, counts. */
export function AdminPostCard({ post, onDelete }: { post: AdminPost; onDelete: () => void }) {
  const visibility = useSetPostVisibility();
  const switchId = `post-published-${post.id}`;
  const handleToggle = (isPublished: boolean) =>
    visibility.mutate(
      { id: post.id, isPublished },
      {
        onSuccess: () =>
          toast({
            title: isPublished ? "Post published" : "Post unpublished",
            description: isPublished
              ? "The post is back in the feed."
              : "The post no longer appears in the feed.",
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to update the post. Please try again.",
            variant: "destructive",
          }),
      },
    );

  return (
    <Card className="grid gap-3 p-4 sm:p-5" data-testid="admin-post-card" data-post-id={post.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar
            id={post.author.id}
            firstName={post.author.firstName}
            lastName={post.author.lastName}
            src={post.author.avatar}
            className="size-10 text-xs"
            isDecorative
          />
          <div className="grid min-w-0">
            <span className="truncate font-medium">{post.author.name}</span>
            <span className="truncate text-sm text-muted-foreground">@{post.author.username}</span>
          </div>
          <Badge variant={post.type === "achievement" ? "default" : "secondary"}>
            {typeLabel(post.type)}
          </Badge>
        </div>
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch
              id={switchId}
              checked={post.isPublished}
              onCheckedChange={handleToggle}
              disabled={visibility.isPending}
            />
            <label htmlFor={switchId} className="text-sm">
              Published
            </label>
          </div>
          <Button variant="ghost" size="icon" aria-label="Delete post" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="text-destructive" />
          </Button>
        </div>
      </div>
      <p className="text-sm break-words whitespace-pre-line">{post.content}</p>
      <PostImageGrid images={post.images} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Heart aria-hidden="true" className="size-4" />
          {post.likes} likes
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle aria-hidden="true" className="size-4" />
          {post.comments} comments
        </span>
        <span
          className={cn("inline-flex items-center gap-1", post.reports > 0 && "font-medium text-destructive")}
          data-testid="post-reports"
        >
          <Flag aria-hidden="true" className="size-4" />
          {post.reports} reports
        </span>
        <span className="ml-auto">
          <time dateTime={post.createdAt}>{formatAdminDate(post.createdAt)}</time>
        </span>
      </div>
    </Card>
  );
}
