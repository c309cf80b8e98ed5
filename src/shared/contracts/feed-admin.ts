import { z } from "zod";
import { cursorPage, idParams, isoDateTime } from "./common";
import { postImageSchema } from "./feed";

/** The admin Posts tab (docs/product.md, Data): /api/admin/posts. */

export const adminPostIdParamsSchema = idParams("Post id");

/** The post author block of the admin lists. */
export const adminPostAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
});

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
