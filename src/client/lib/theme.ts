import { useCallback, useSyncExternalStore } from "react";

export type ThemeChoice = "light" | "dark" | "system";

export const THEME_STORAGE_KEY = "netwise-theme";
const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return saved === "light" || saved === "dark" ? saved : "system";
  } catch {
    return "system";
  }
}

function systemPrefersDark(): boolean {
  return window.matchMedia("(prefers-color-scheme: dark)").matches;
}

/** Puts the `dark` class on <html> for the chosen theme (public/theme-init.js does this before paint). */
export function applyTheme(choice: ThemeChoice): void {
  const isDark = choice === "dark" || (choice === "system" && systemPrefersDark());
  document.documentElement.classList.toggle("dark", isDark);
}

export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not persisted when storage is unavailable; still applied for this visit.
  }
  applyTheme(choice);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme choice, persisted in localStorage; "system" follows the operating system live. */
export function useTheme(): { theme: ThemeChoice; setTheme: (choice: ThemeChoice) => void } {
  const theme = useSyncExternalStore(subscribe, readChoice, () => "system" as const);
  const setTheme = useCallback((choice: ThemeChoice) => setThemeChoice(choice), []);
  return { theme, setTheme };
}

/** Keeps the page in step with the operating system while the choice is "system". Call once at start. */
export function watchSystemTheme(): void {
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => {
    if (readChoice() === "system") applyTheme("system");
  });
}
