import { randomBytes } from "node:crypto";
import { and, eq, ilike, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AdminListQuery } from "../../../shared/contracts/admin";
import {
  ADMIN_ARTICLE_PREVIEW_LENGTH,
  type adminArticleDetailSchema,
  type adminArticleSchema,
  type CreateArticleRequestParsed,
  type UpdateArticleRequestParsed,
} from "../../../shared/contracts/news-admin";
import { slugOf } from "../../../shared/rules/slug";
import { recordAdminAction } from "../../db/audit-log";
import type { Database, DbExecutor } from "../../db/client";
import { type CursorPosition, cursorTimestamp, decodeCursor, splitPage } from "../../db/keyset-cursor";
import { containsPattern } from "../../db/like-pattern";
import { articleBookmarks, articleLikes, articleShares, articles, articleViews } from "../../db/schema";
import { conflict, notFound } from "../../http/app-error";
import { percentWithOneDecimal } from "../admin/admin-stats.service";

export const ADMIN_ARTICLE_NOT_FOUND = "Article not found.";

type AdminArticle = z.output<typeof adminArticleSchema>;
type AdminArticleDetail = z.output<typeof adminArticleDetailSchema>;

const listColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  author: articles.author,
  category: articles.category,
  content: sql<string>`left(${articles.content}, ${ADMIN_ARTICLE_PREVIEW_LENGTH})`,
  isPublished: articles.isPublished,
  isFeatured: articles.isFeatured,
  publishedAt: articles.publishedAt,
  cursorAt: sql<string | null>`${cursorTimestamp(articles.publishedAt)}`,
};
type ArticleListRow = {
  id: number;
  slug: string;
  title: string;
  author: string;
  category: string;
  content: string;
  isPublished: boolean;
  isFeatured: boolean;
  publishedAt: Date | null;
  cursorAt: string | null;
};

function articleSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(articles.title, pattern),
    ilike(articles.author, pattern),
    ilike(articles.category, pattern),
  );
}

/** The list order: published date newest first (undated last), then id. */
function byNewest(a: ArticleListRow, b: ArticleListRow): number {
  if (a.cursorAt === b.cursorAt) return b.id - a.id;
  if (a.cursorAt === null) return 1;
  if (b.cursorAt === null) return -1;
  return a.cursorAt < b.cursorAt ? 1 : -1;
}

/**
 * The rows after a position for one publication state, each read in the order of the
 * (is_published, published_at desc nulls last, id desc) index: dated rows by a row comparison,
 * undated ones (which sort last) by id.
 */
function rowsAfter(
  db: Database,
  isPublished: boolean,
  after: Extract<CursorPosition, { kind: "date" | "id" }> | null,
  search: SQL | undefined,
  limit: number,
) {
  const select = (position: SQL | undefined, undatedOnly: boolean) =>
    db
      .select(listColumns)
      .from(articles)
      .where(
        and(
          eq(articles.isPublished, isPublished),
          undatedOnly ? isNull(articles.publishedAt) : undefined,
          position,
          search,
        ),
      )
      .orderBy(sql`${articles.publishedAt} desc nulls last`, sql`${articles.id} desc nulls last`)
      .limit(limit + 1);
  if (!after) return [select(undefined, false)];
  if (after.kind === "id") return [select(lt(articles.id, after.id), true)];
  return [
    select(
      sql`(${articles.publishedAt}, ${articles.id}) < (${after.at}::timestamptz, ${after.id}::int)`,
      false,
    ),
    select(undefined, true),
  ];
}

/**
 * Views (openings by members) and likes + bookmarks + shares of each article, in one query. The
 * outer id is written out qualified: article_views has an id column of its own.
 */
async function articleFigures(db: DbExecutor, articleIds: number[]) {
  const figures = new Map<number, { views: number; engagement: number }>();
  if (articleIds.length === 0) return figures;
  const countOf = (
    table: typeof articleViews | typeof articleLikes | typeof articleBookmarks | typeof articleShares,
  ) => sql<number>`(select count(*)::int from ${table} where ${table.articleId} = "articles"."id")`;
  const rows = await db
    .select({
      id: articles.id,
      views: countOf(articleViews),
      likes: countOf(articleLikes),
      bookmarks: countOf(articleBookmarks),
      shares: countOf(articleShares),
    })
    .from(articles)
    .where(inArray(articles.id, articleIds));
  for (const row of rows) {
    const views = Number(row.views);
    const interactions = Number(row.likes) + Number(row.bookmarks) + Number(row.shares);
    figures.set(row.id, { views, engagement: percentWithOneDecimal(interactions, views) });
  }
  return figures;
}

function toAdminArticle(row: ArticleListRow, figures: { views: number; engagement: number } | undefined) {
  const { cursorAt: _cursorAt, ...fields } = row;
  return {
    ...fields,
    views: figures?.views ?? 0,
    engagement: figures?.engagement ?? 0,
  } satisfies AdminArticle;
}

/** GET /api/admin/articles: every article, published or not, newest first; search on title, author, category. */
export async function listAdminArticles(db: Database, query: AdminListQuery) {
  const after = query.cursor ? decodeCursor(query.cursor, "date", "id") : null;
  const search = articleSearch(query.search);
  const queries = [
    ...rowsAfter(db, true, after, search, query.limit),
    ...rowsAfter(db, false, after, search, query.limit),
  ];
  const rows: ArticleListRow[] = (await Promise.all(queries)).flat().sort(byNewest);
  const { page, nextCursor } = splitPage(
    rows,
    query.limit,
    (row): CursorPosition =>
      row.cursorAt === null ? { kind: "id", id: row.id } : { kind: "date", at: row.cursorAt, id: row.id },
  );
  const figures = await articleFigures(
    db,
    page.map((row) => row.id),
  );
  return { articles: page.map((row) => toAdminArticle(row, figures.get(row.id))), nextCursor };
}

const detailColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  content: articles.content,
  author: articles.author,
  category: articles.category,
  tags: articles.tags,
  heroImage: articles.heroImage,
  isPublished: articles.isPublished,
  isFeatured: articles.isFeatured,
  publishedAt: articles.publishedAt,
  url: articles.url,
};

/** GET /api/admin/articles/{id}: every editable field, published or not. */
export async function getAdminArticle(db: DbExecutor, id: number): Promise<AdminArticleDetail> {
  const [row] = await db.select(detailColumns).from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw notFound(ADMIN_ARTICLE_NOT_FOUND);
  return row;
}

async function listItem(db: DbExecutor, id: number): Promise<AdminArticle> {
  const [row] = await db.select(listColumns).from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw notFound(ADMIN_ARTICLE_NOT_FOUND);
  const figures = await articleFigures(db, [id]);
  return toAdminArticle(row, figures.get(id));
}

export const ARTICLE_SLUG_TAKEN = "An article with this slug already exists.";

/** The article's address: the slug sent, else its title as a slug; a taken title slug gets a random suffix. */
function slugCandidate(title: string, attempt: number): string {
  const base = slugOf(title, "article");
  return attempt === 0 ? base : `${base}-${randomBytes(3).toString("hex")}`;
}

/** POST /api/admin/articles: the Create Article editor. The author defaults to the admin's name. */
export async function createAdminArticle(
  db: Database,
  admin: { id: number; firstName: string; lastName: string },
  input: CreateArticleRequestParsed,
): Promise<AdminArticleDetail> {
  const now = new Date();
  for (let attempt = 0; attempt < 5; attempt++) {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(articles)
        .values({
          title: input.title,
          slug: input.slug ?? slugCandidate(input.title, attempt),
          summary: input.summary ?? null,
          content: input.content,
          author: input.author ?? `${admin.firstName} ${admin.lastName}`.trim(),
          category: input.category,
          tags: input.tags,
          heroImage: input.heroImage ?? null,
          isFeatured: input.isFeatured,
          isPublished: input.isPublished,
          publishedAt: now,
        })
        .onConflictDoNothing({ target: articles.slug })
        .returning({ id: articles.id, slug: articles.slug });
      if (!row) return null;
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: "article.create",
        targetType: "article",
        targetId: row.id,
        details: { title: input.title, slug: row.slug },
      });
      return getAdminArticle(tx, row.id);
    });
    if (created) return created;
    // A slug the admin chose is theirs to change: a taken one is a conflict, never another address.
    if (input.slug) throw conflict(ARTICLE_SLUG_TAKEN);
  }
  throw new Error("could not choose a free article slug");
}

/** PATCH /api/admin/articles/{id}: the editor's fields; the slug (the article's address) stays. */
export async function updateAdminArticle(
  db: Database,
  adminId: number,
  id: number,
  input: UpdateArticleRequestParsed,
): Promise<AdminArticleDetail> {
  const changes: Partial<typeof articles.$inferInsert> = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(articles)
      .set({
        ...changes,
        ...(input.isPublished ? { publishedAt: sql`coalesce(${articles.publishedAt}, now())` } : {}),
      })
      .where(eq(articles.id, id))
      .returning({ id: articles.id });
    if (!updated) throw notFound(ADMIN_ARTICLE_NOT_FOUND);
    await recordAdminAction(tx, {
      adminId,
      action: "article.update",
      targetType: "article",
      targetId: id,
      details: { fields: Object.keys(changes) },
    });
    return getAdminArticle(tx, id);
  });
}

/** PATCH /api/admin/articles/{id}/status: published and featured; a published article leaves or joins the news list. */
export async function setArticleStatus(
  db: Database,
  adminId: number,
  id: number,
  status: { isPublished?: boolean | undefined; isFeatured?: boolean | undefined },
): Promise<AdminArticle> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(articles)
      .set({
        ...(status.isPublished !== undefined ? { isPublished: status.isPublished } : {}),
        ...(status.isFeatured !== undefined ? { isFeatured: status.isFeatured } : {}),
        ...(status.isPublished ? { publishedAt: sql`coalesce(${articles.publishedAt}, now())` } : {}),
      })
      .where(eq(articles.id, id))
      .returning({ id: articles.id });
    if (!updated) throw notFound(ADMIN_ARTICLE_NOT_FOUND);
    await recordAdminAction(tx, {
      adminId,
      action: "article.status",
      targetType: "article",
      targetId: id,
      details: { ...status },
    });
    return listItem(tx, id);
  });
}
