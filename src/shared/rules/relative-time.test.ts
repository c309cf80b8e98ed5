import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relative-time";

const now = new Date("2026-03-15T12:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatRelativeTime", () => {
  it("says 'Just now' under one hour", () => {
    expect(formatRelativeTime(now, now)).toBe("Just now");
    expect(formatRelativeTime(ago(59 * MINUTE), now)).toBe("Just now");
    expect(formatRelativeTime(ago(HOUR - 1), now)).toBe("Just now");
  });

  it("counts whole hours under a day", () => {
    expect(formatRelativeTime(ago(HOUR), now)).toBe("1h ago");
    expect(formatRelativeTime(ago(5 * HOUR + 59 * MINUTE), now)).toBe("5h ago");
    expect(formatRelativeTime(ago(DAY - 1), now)).toBe("23h ago");
  });

  it("counts whole days under a week", () => {
    expect(formatRelativeTime(ago(DAY), now)).toBe("1d ago");
    expect(formatRelativeTime(ago(6 * DAY + 23 * HOUR), now)).toBe("6d ago");
  });

  it("counts whole weeks from seven days on", () => {
    expect(formatRelativeTime(ago(7 * DAY), now)).toBe("1w ago");
    expect(formatRelativeTime(ago(13 * DAY), now)).toBe("1w ago");
    expect(formatRelativeTime(ago(14 * DAY), now)).toBe("2w ago");
    expect(formatRelativeTime(ago(400 * DAY), now)).toBe("57w ago");
  });

  it("accepts ISO strings and timestamps", () => {
    expect(formatRelativeTime("2026-03-15T09:00:00Z", now)).toBe("3h ago");
    expect(formatRelativeTime(ago(2 * DAY).getTime(), now)).toBe("2d ago");
  });

  it("treats future times as 'Just now' and invalid dates as empty", () => {
    expect(formatRelativeTime(new Date(now.getTime() + DAY), now)).toBe("Just now");
    expect(formatRelativeTime("not a date", now)).toBe("");
  });
});
