import { FilePlus, Newspaper } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useAdminArticles, useDebouncedValue } from "../../api";
import { AdminListState } from "../shell/admin-list-state";
import { AdminSearchBox } from "../shell/admin-search-box";
import { AdminArticleCard } from "./admin-article-card";
import { ArticleEditorDialog, type ArticleEditorTarget } from "./article-editor-dialog";
import { NewsSourcesCard } from "./news-sources-card";

/** The Articles tab: every article with its figures, the editor, and the imported news sources. */
export function ArticlesTab() {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim());
  const query = useAdminArticles(debounced);
  const [editor, setEditor] = useState<ArticleEditorTarget | null>(null);
  const articles = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="admin-articles-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="admin-articles-heading" className="text-xl font-semibold">
          Article Management
        </h2>
        <Button onClick={() => setEditor({ mode: "create" })}>
          <FilePlus aria-hidden="true" />
          Create Article
        </Button>
      </div>
      <AdminSearchBox
        value={search}
        onChange={setSearch}
        placeholder="Search articles..."
        label="Search articles"
      />
      <AdminListState
        query={query}
        itemCount={articles.length}
        what="the articles"
        emptyIcon={Newspaper}
        emptyMessage={debounced ? "No articles match your search." : "No articles yet. Create the first one."}
        moreLabel="Load More Articles"
      >
        <ul className="grid gap-4" aria-label="Articles">
          {articles.map((article) => (
            <li key={article.id}>
              <AdminArticleCard
                article={article}
                onEdit={() => setEditor({ mode: "edit", id: article.id })}
              />
            </li>
          ))}
        </ul>
      </AdminListState>
      <NewsSourcesCard />
      <ArticleEditorDialog target={editor} onClose={() => setEditor(null)} />
    </section>
  );
}
