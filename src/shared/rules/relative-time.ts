const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * News relative time (docs/product.md, Limits): under 1 hour 'Just now', under 24 hours 'Nh ago',
 * under 7 days 'Nd ago', otherwise 'Nw ago'. Times in the future count as 'Just now'.
 */
export function formatRelativeTime(date: Date | string | number, now: Date = new Date()): string {
  const then = date instanceof Date ? date.getTime() : new Date(date).getTime();
  if (Number.isNaN(then)) return "";
  const elapsed = now.getTime() - then;
  if (elapsed < HOUR_MS) return "Just now";
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return `${Math.floor(elapsed / WEEK_MS)}w ago`;
}
