import { DISPLAYED_POST_TYPES, type DisplayedPostType } from "../contracts/feed";

/** docs/product.md, States: a post of unknown type is displayed as connection. */
export function displayedPostType(type: string): DisplayedPostType {
  return (DISPLAYED_POST_TYPES as readonly string[]).includes(type)
    ? (type as DisplayedPostType)
    : "connection";
}

/** The badge text of a post type: 'Opportunity', 'Achievement' ... */
export function postTypeLabel(type: string): string {
  const shown = displayedPostType(type);
  return `${shown[0]?.toUpperCase() ?? ""}${shown.slice(1)}`;
}
