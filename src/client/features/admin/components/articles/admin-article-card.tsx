import type { AdminArticle } from "@shared/contracts/news-admin";
import { Eye, Pencil, TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { parseApiError } from "@/lib/api-request";
import { toast } from "@/lib/toast";
import { useSetArticleStatus } from "../../api";
import { formatAdminDate } from "../shell/format-date";

/** One article as the spec's Articles tab shows it, with published and featured toggles and Edit. */
export function AdminArticleCard({ article, onEdit }: { article: AdminArticle; onEdit: () => void }) {
  const status = useSetArticleStatus();
  const handleChange = (change: { isPublished?: boolean; isFeatured?: boolean }) =>
    status.mutate(
      { id: article.id, ...change },
      {
        onSuccess: () => {
          const [title, description] =
            change.isPublished !== undefined
              ? change.isPublished
                ? ["Article published", "It is back in Industry News."]
                : ["Article unpublished", "It no longer appears in Industry News."]
              : change.isFeatured
                ? ["Article featured", "It is highlighted in Industry News."]
                : ["Article no longer featured", "It is listed as a regular article."];
          toast({ title, description, variant: "success" });
        },
        onError: (error) =>
          toast({
            title: "Error",
            description: parseApiError(error).message ?? "Failed to update the article. Please try again.",
            variant: "destructive",
          }),
      },
    );
  const publishedId = `article-published-${article.id}`;
  const featuredId = `article-featured-${article.id}`;

  return (
    <Card className="grid gap-3 p-4 sm:p-5" data-testid="admin-article-card" data-article-id={article.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="font-semibold break-words">{article.title}</h3>
          <p className="text-sm text-muted-foreground">
            By {article.author} • {article.category}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Badge variant={article.isFeatured ? "default" : "secondary"}>
            {article.isFeatured ? "Featured" : "Regular"}
          </Badge>
          <div className="flex items-center gap-2">
            <Switch
              id={publishedId}
              checked={article.isPublished}
              onCheckedChange={(isPublished) => handleChange({ isPublished })}
              disabled={status.isPending}
            />
            <label htmlFor={publishedId} className="text-sm">
              Published
            </label>
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id={featuredId}
              checked={article.isFeatured}
              onCheckedChange={(isFeatured) => handleChange({ isFeatured })}
              disabled={status.isPending}
            />
            <label htmlFor={featuredId} className="text-sm">
              Featured
            </label>
          </div>
          <Button variant="ghost" size="icon" aria-label={`Edit ${article.title}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-sm break-words text-muted-foreground">{article.content}...</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4" />
          {article.views.toLocaleString("en-US")} views
        </span>
        <span className="inline-flex items-center gap-1">
          <TrendingUp aria-hidden="true" className="size-4" />
          {article.engagement}% engagement
        </span>
        <span className="ml-auto">
          {article.publishedAt ? (
            <time dateTime={article.publishedAt}>{formatAdminDate(article.publishedAt)}</time>
          ) : (
            "Not published"
          )}
        </span>
      </div>
    </Card>
  );
}
