import { Monitor, Moon, Sun } from "lucide-react";
import { cn } from "@/lib/cn";
import { type ThemeChoice, useTheme } from "@/lib/theme";

export const THEME_OPTIONS: { value: ThemeChoice; label: string; Icon: typeof Sun }[] = [
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

/** A three-way theme toggle (used by the mobile menu; the desktop user menu has a radio submenu). */
export function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-2 text-sm font-medium text-muted-foreground">Theme</legend>
      {THEME_OPTIONS.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          onClick={() => setTheme(value)}
          className={cn(
            "inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border px-3 text-sm",
            theme === value
              ? "border-primary bg-accent text-accent-foreground"
              : "border-border hover:bg-muted",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
