import type { FastifyReply } from "fastify";

/**
 * Answers one page of a cursor-paged list: the next page's cursor goes in the `header` response
 * header (left out on the last page) and the body is the page's `key` list.
 */
export function sendPage<
  Key extends string,
  Page extends Record<Key, unknown> & { nextCursor?: string | null },
>(reply: FastifyReply, header: string, page: Page, key: Key): Page[Key] {
  if (page.nextCursor) reply.header(header, page.nextCursor);
  return page[key];
}
