import type { ReactNode } from "react";
import { useSyncExternalStore } from "react";

/** docs/product.md, Limits: one toast at a time, shown 5000 ms, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = "default" | "destructive" | "success";

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    emit(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
}

/** Closes one toast (or all); it stays in memory until the removal delay has passed. */
export function dismissToast(id?: string): void {
  for (const item of toasts) {
    if (id === undefined || item.id === id) scheduleRemoval(item.id);
  }
  emit(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast from anywhere (components, mutation callbacks, plain functions). */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts in the queue right now (open ones and dismissed ones awaiting removal). */
export function getToasts(): ToastItem[] {
  return toasts;
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
