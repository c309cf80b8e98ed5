import type { PostType } from "@shared/contracts/feed";

/** docs/product.md, States: pressing the active type again returns the composer to general. */
export function nextPostType(current: PostType, pressed: PostType): PostType {
  return current === pressed ? "general" : pressed;
}
