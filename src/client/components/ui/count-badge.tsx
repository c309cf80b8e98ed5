/** A count as a badge shows it: up to 99, then "99+". */
export const countLabel = (count: number) => (count > 99 ? "99+" : String(count));

/** The accessible name of a link with a count: "Messages" or "Messages, 3 unread". */
export const unreadLabel = (label: string, count: number) =>
  count > 0 ? `${label}, ${count} unread` : label;

/** The small red count on an icon (hidden from screen readers: the link's name says it). */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] leading-5 font-semibold text-destructive-foreground"
    >
      {countLabel(count)}
    </span>
  );
}
