import type { PostType } from "@shared/contracts/feed";

/** Document 1 section 4: pressing the active type again returns the composer to general. */
export function nextPostType(current: PostType, pressed: PostType): PostType {
  return current === pressed ? "general" : pressed;
}
