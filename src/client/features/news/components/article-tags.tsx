import { visibleArticleTags } from "@shared/rules/news";
import { Badge } from "@/components/ui/badge";

/** Tags, at most 4 on the list, then '+N more' (docs/product.md, Limits). `all` shows every tag. */
export function ArticleTags({ tags, all = false }: { tags: string[]; all?: boolean }) {
  if (tags.length === 0) return null;
  const { visible, hiddenCount } = all ? { visible: tags, hiddenCount: 0 } : visibleArticleTags(tags);
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label="Tags">
      {visible.map((tag) => (
        <li key={tag}>
          <Badge variant="outline">{tag}</Badge>
        </li>
      ))}
      {hiddenCount > 0 ? (
        <li className="text-xs font-medium text-muted-foreground">+{hiddenCount} more</li>
      ) : null}
    </ul>
  );
}
