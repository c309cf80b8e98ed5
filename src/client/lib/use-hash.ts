import { useLocationProperty } from "wouter/use-browser-location";

const currentHash = () => location.hash;

/** The URL's #fragment, updated on every navigation (wouter tracks pushState and hashchange). */
export function useHash(): string {
  return useLocationProperty(currentHash, () => "");
}

/** Scrolls to the element named by the URL fragment once it exists (pages load lazily). */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  if (!id) return false;
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ block: "start" });
  return true;
}
