import type { AdminPost } from "@shared/contracts/feed-admin";
import { MessageSquare } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useAdminPosts, useDeleteAdminPost } from "../../api";
import { AdminTabHeading } from "../shared/admin-tab-heading";
import { useAdminSearch } from "../shared/use-admin-search";
import { AdminListState } from "../shell/admin-list-state";
import { AdminSearchBox } from "../shell/admin-search-box";
import { AdminPostCard } from "./admin-post-card";

/** The Posts tab: every post, published or not, with moderation controls. */
export function PostsTab() {
  const { search, setSearch, debounced } = useAdminSearch();
  const query = useAdminPosts(debounced);
  const remove = useDeleteAdminPost();
  const [deleting, setDeleting] = useState<AdminPost | null>(null);
  const posts = query.data?.pages.flatMap((page) => page.items) ?? [];

  const handleDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: "Post deleted", description: "The post has been removed.", variant: "success" });
        setDeleting(null);
      },
      onError: (error) =>
        toast({
          title: "Error",
          description: parseApiError(error).message ?? "Failed to delete the post. Please try again.",
          variant: "destructive",
        }),
    });
  };

  return (
    <section aria-labelledby="admin-posts-heading" className="grid gap-4">
      <AdminTabHeading id="admin-posts-heading">Content Moderation</AdminTabHeading>
      <AdminSearchBox
        value={search}
        onChange={setSearch}
        placeholder="Search posts..."
        label="Search posts"
      />
      <AdminListState
        query={query}
        itemCount={posts.length}
        what="the posts"
        emptyIcon={MessageSquare}
        emptyMessage={debounced ? "No posts match your search." : "No posts yet."}
        moreLabel="Load More Posts"
      >
        <ul className="grid gap-4" aria-label="Posts">
          {posts.map((post) => (
            <li key={post.id}>
              <AdminPostCard post={post} onDelete={() => setDeleting(post)} />
            </li>
          ))}
        </ul>
      </AdminListState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this post?"
        description="The post, its comments, likes and reports are removed for good. This cannot be undone."
        confirmLabel="Delete Post"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        onConfirm={handleDelete}
      />
    </section>
  );
}
