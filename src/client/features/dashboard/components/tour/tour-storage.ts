/** Document 1 section 9: tour completion is stored per member in the browser's local storage. */
export const tourCompletedKey = (userId: number) => `netwise:tour-completed:${userId}`;

export function hasCompletedTour(userId: number): boolean {
  try {
    return window.localStorage.getItem(tourCompletedKey(userId)) === "true";
  } catch {
    return false;
  }
}

export function markTourCompleted(userId: number): void {
  try {
    window.localStorage.setItem(tourCompletedKey(userId), "true");
  } catch {
    // Storage unavailable (private mode): the welcome dialog will simply be offered again.
  }
}
