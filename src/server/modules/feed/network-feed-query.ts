import { type SQL, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { blockedEitherWay } from "../../db/member-blocks";
import { preparedPerDatabase } from "../../db/prepared-statements";
import { followedMembersSql } from "../follows/follow-graph";

/** How many of a connection's most recent comments bring their posts into the reader's network feed. */
export const COMMENTS_PER_CONNECTION = 10;

/** Closeness of a post's source: the reader or a connection 3, a followed member 2, a topic 1, a connection's comment 0. */
export type Closeness = 0 | 1 | 2 | 3;

export type NetworkFeedRow = {
  id: number;
  cursorAt: string;
  closeness: Closeness;
  isPublished: boolean;
  commenterId: number | null;
  commenterName: string | null;
  commenterUsername: string | null;
};

/**
 * The SQL of one page of a member's network feed, newest first (decision 0019, fan-out on read): the
 * posts' ids and what brought them in. Each source is walked by its own index, at most `limit` rows
 * after the cursor: every author the reader follows (the reader, connections not muted, followed members) by
 * posts_user_created_idx, every followed topic by post_tags_tag_created_idx, and each connection's
 * COMMENTS_PER_CONNECTION newest comments by post_comments_user_created_idx; the union is merged and
 * cut to `limit`. Suspended, deleted and blocked authors are filtered inside each walk (an author
 * filter per source, a row filter in the topic and comment walks), so a page never comes up short
 * and the keyset on (created_at, id) neither repeats nor skips. The reader's own posts waiting for
 * moderation come in their own walk, marked unpublished. Nothing here reads a follow list into the
 * process.
 */
function networkFeedSql(reader: SQL, after: { at: SQL; id: SQL } | null, limit: SQL) {
  const afterPost = (createdAt: SQL, id: SQL) =>
    after ? sql`and (${createdAt}, ${id}) < (${after.at}, ${after.id})` : sql``;
  const visibleAuthor = (authorId: SQL) =>
    sql`exists (select 1 from users u where u.id = ${authorId} and u.is_active and u.deleted_at is null)
      and not ${blockedEitherWay(reader, authorId)}`;
  return sql`with authors as (
      select a.author_id, max(a.closeness) as closeness
      from (select ${reader} as author_id, 3 as closeness union all ${followedMembersSql(reader)}) a
      where a.author_id = ${reader} or (${visibleAuthor(sql`a.author_id`)})
      group by a.author_id
    ),
    candidates as (
      select p.id, p.created_at, a.closeness, p.is_published,
        null::int as commenter_id, null::timestamptz as commented_at
      from authors a cross join lateral (
        select p.id, p.created_at, p.is_published from posts p
        where p.user_id = a.author_id and (p.is_published or p.user_id = ${reader})
          ${afterPost(sql`p.created_at`, sql`p.id`)}
        order by p.created_at desc, p.id desc limit ${limit}
      ) p
      union all
      select t.id, t.created_at, 1, true, null, null
      from topic_follows tf cross join lateral (
        select pt.post_id as id, pt.created_at from post_tags pt
        join posts p on p.id = pt.post_id and p.is_published
        where pt.tag = tf.tag and (${visibleAuthor(sql`p.user_id`)})
          ${afterPost(sql`pt.created_at`, sql`pt.post_id`)}
        order by pt.created_at desc, pt.post_id desc limit ${limit}
      ) t
      where tf.user_id = ${reader}
      union all
      select cm.id, cm.created_at, 0, true, a.author_id, cm.commented_at
      from authors a cross join lateral (
        select p.id, p.created_at, rc.created_at as commented_at
        from (select c.post_id, c.created_at from post_comments c where c.user_id = a.author_id
              order by c.created_at desc limit ${sql.raw(String(COMMENTS_PER_CONNECTION))}) rc
        join posts p on p.id = rc.post_id and p.is_published
        where (${visibleAuthor(sql`p.user_id`)}) ${afterPost(sql`p.created_at`, sql`p.id`)}
      ) cm
      where a.closeness = 3 and a.author_id <> ${reader}
    ),
    page as (
      select id, created_at, max(closeness) as closeness, bool_and(is_published) as is_published,
        (array_agg(commenter_id order by commented_at desc nulls last))[1] as commenter_id
      from candidates group by id, created_at
      order by created_at desc, id desc limit ${limit}
    )
    select page.id, page.created_at,
      to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
      page.closeness, page.is_published,
      case when page.closeness = 0 then cu.id end as commenter_id,
      case when page.closeness = 0 then cu.first_name || ' ' || cu.last_name end as commenter_name,
      case when page.closeness = 0 then cu.username end as commenter_username
    from page left join users cu on cu.id = page.commenter_id`;
}

/**
 * The network feed's statement, prepared once per database in two forms (the first page, and a page
 * after a cursor): Drizzle builds its SQL once, and PostgreSQL plans it once per connection.
 */
function prepareNetworkFeedPages(db: DbExecutor) {
  const reader = sql`${sql.placeholder("readerId")}::int`;
  const limit = sql`${sql.placeholder("limit")}::int`;
  const after = {
    at: sql`${sql.placeholder("afterAt")}::timestamptz`,
    id: sql`${sql.placeholder("afterId")}::int`,
  };
  const page = (cursor: typeof after | null) =>
    db
      .select({
        id: sql<number>`nf.id`,
        cursorAt: sql<string>`nf.cursor_at`,
        closeness: sql<Closeness>`nf.closeness`,
        isPublished: sql<boolean>`nf.is_published`,
        commenterId: sql<number | null>`nf.commenter_id`,
        commenterName: sql<string | null>`nf.commenter_name`,
        commenterUsername: sql<string | null>`nf.commenter_username`,
      })
      .from(sql`(${networkFeedSql(reader, cursor, limit)}) nf`)
      .orderBy(sql`nf.created_at desc, nf.id desc`);
  return {
    first: page(null).prepare("network_feed_page"),
    after: page(after).prepare("network_feed_page_after"),
  };
}
const networkFeedPages = preparedPerDatabase(prepareNetworkFeedPages);

/** One page of a member's network feed (the rows of {@link networkFeedSql}), newest first. */
export async function networkFeedIds(
  db: DbExecutor,
  readerId: number,
  after: { at: string; id: number } | null,
  limit: number,
): Promise<NetworkFeedRow[]> {
  const pages = networkFeedPages(db);
  const rows = after
    ? await pages.after.execute({ readerId, limit, afterAt: after.at, afterId: after.id })
    : await pages.first.execute({ readerId, limit });
  return rows.map((row) => ({ ...row, closeness: Number(row.closeness) as Closeness }));
}
