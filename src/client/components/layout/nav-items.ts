/** The top navigation's public links (docs/product.md, top navigation bar). */
export const PUBLIC_NAV_LINKS = [
  { href: "/news", label: "News" },
  { href: "/feed", label: "Feed" },
  { href: "/services", label: "Services" },
  { href: "/businesses", label: "Directory" },
] as const;

export const EDIT_PROFILE_HREF = "/dashboard?edit=profile";

export function isActivePath(current: string, href: string): boolean {
  return current === href || current.startsWith(`${href}/`);
}

/** "Alex M." — first name plus last initial, as the user menu shows it. */
export function shortName(firstName: string, lastName: string): string {
  const initial = lastName.trim()[0];
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}
