import { z } from "zod";
import { adminListQuerySchema } from "./admin";
import { cursorPage, errorResponses, idParams, isoDateTime } from "./common";
import { defineEndpoint } from "./endpoint";
import { postImageSchema } from "./feed";
import { memberSummarySchema } from "./members";

/** The admin Posts tab (docs/product.md, Data): /api/admin/posts. */

export const adminPostIdParamsSchema = idParams("Post id");

/** The post author block of the admin lists. */
export const adminPostAuthorSchema = memberSummarySchema
  .pick({ id: true, username: true, firstName: true, lastName: true, avatar: true })
  .extend({ name: z.string() });

/** The admin post list item (docs/product.md, Data), plus the author's id. */
export const adminPostSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  type: z.string(),
  author: adminPostAuthorSchema,
  isPublished: z.boolean(),
  likes: z.number().int(),
  comments: z.number().int(),
  reports: z.number().int(),
  createdAt: isoDateTime,
  /** The post's pictures with their alt text, so a moderator sees what the feed would show. */
  images: z.array(postImageSchema),
});
export type AdminPost = z.input<typeof adminPostSchema>;
export const adminPostListSchema = cursorPage("posts", adminPostSchema);

export const postVisibilityRequestSchema = z.strictObject({
  isPublished: z.boolean({ error: "isPublished must be true or false" }),
});
export type PostVisibilityRequest = z.input<typeof postVisibilityRequestSchema>;

const adminPostErrors = errorResponses(400, 401, 403, 404);

/** /api/admin/posts: the admin Posts tab (admins only; every change is written to the audit log). */
export const adminPostEndpoints = {
  listAdminPosts: defineEndpoint({
    method: "GET",
    path: "/api/admin/posts",
    operationId: "listAdminPosts",
    summary:
      "Every post, published or not, newest first, with its report count; searchable by content or author",
    tags: ["admin"],
    access: "admin",
    query: adminListQuerySchema,
    status: 200,
    response: adminPostListSchema,
    errors: errorResponses(400, 401, 403),
    list: "posts",
  }),
  setPostVisibility: defineEndpoint({
    method: "PATCH",
    path: "/api/admin/posts/:id/visibility",
    operationId: "setPostVisibility",
    summary: "Publish a post or hide it from the feed",
    tags: ["admin"],
    access: "admin",
    params: adminPostIdParamsSchema,
    body: postVisibilityRequestSchema,
    status: 200,
    response: adminPostSchema,
    errors: adminPostErrors,
  }),
  deleteAdminPost: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/posts/:id",
    operationId: "deleteAdminPost",
    summary: "Delete a post with its likes, comments, bookmarks, reports, pictures and link preview",
    tags: ["admin"],
    access: "admin",
    params: adminPostIdParamsSchema,
    status: 204,
    response: z.null(),
    errors: adminPostErrors,
  }),
};
