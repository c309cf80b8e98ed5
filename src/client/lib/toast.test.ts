import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dismissToast,
  getToasts,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toast,
} from "./toast";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe("toast store (docs/product.md, Limits)", () => {
  it("uses the spec constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it("keeps only one toast at a time, the newest", () => {
    toast({ title: "First" });
    toast({ title: "Second", variant: "destructive" });
    const toasts = getToasts();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: "Second", variant: "destructive", open: true });
  });

  it("closes a dismissed toast at once and removes it after 1,000,000 ms", () => {
    const { id, dismiss } = toast({ title: "Saved" });
    dismiss();
    expect(getToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });
});
