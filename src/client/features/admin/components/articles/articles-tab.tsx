import { FilePlus, Newspaper } from "lucide-react";
import { useState } from "react";
import { useAdminArticles } from "../../api";
import { AdminTabHeading } from "../shared/admin-tab-heading";
import { useAdminSearch } from "../shared/use-admin-search";
import { AdminListState } from "../shell/admin-list-state";
import { AdminSearchBox } from "../shell/admin-search-box";
import { AdminArticleCard } from "./admin-article-card";
import { ArticleEditorDialog, type ArticleEditorTarget } from "./article-editor-dialog";
import { NewsSourcesCard } from "./news-sources-card";

/** The Articles tab: every article with its figures, the editor, and the imported news sources. */
export function ArticlesTab() {
  const { search, setSearch, debounced } = useAdminSearch();
  const query = useAdminArticles(debounced);
  const [editor, setEditor] = useState<ArticleEditorTarget | null>(null);
  const articles = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="admin-articles-heading" className="grid gap-4">
      <AdminTabHeading
        id="admin-articles-heading"
        action={{ label: "Create Article", icon: FilePlus, onClick: () => setEditor({ mode: "create" }) }}
      >
        Article Management
      </AdminTabHeading>
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
