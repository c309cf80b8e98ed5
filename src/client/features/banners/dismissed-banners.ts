/** Dismissed banners are remembered per banner id in this browser. */
export const dismissedBannerKey = (id: number) => `netwise:banner-dismissed:${id}`;

export function isBannerDismissed(id: number): boolean {
  try {
    return window.localStorage.getItem(dismissedBannerKey(id)) === "true";
  } catch {
    return false;
  }
}

export function rememberBannerDismissed(id: number): void {
  try {
    window.localStorage.setItem(dismissedBannerKey(id), "true");
  } catch {
    // Storage unavailable (private mode): the banner stays hidden for this visit only.
  }
}
