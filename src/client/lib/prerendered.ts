let isPrerendered = false;

/**
 * Set once before the first render when the page's HTML was prerendered at build time (and during the
 * prerender itself): visitor pages then render their content while the session check is still pending,
 * so the first render matches the HTML the browser has already painted.
 */
export function markPrerendered(): void {
  isPrerendered = true;
}

export function wasPrerendered(): boolean {
  return isPrerendered;
}
