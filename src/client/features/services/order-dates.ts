const dateTime = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const calendarDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** An order's timestamp as the member's local date: 'Nov 22, 2026'. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A YYYY-MM-DD desired completion date, the same day everywhere: 'Dec 15, 2026'. */
export function formatWantedBy(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : calendarDate.format(date);
}

/** A chat message's time: '2:05 PM'. */
export function formatMessageTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
}
