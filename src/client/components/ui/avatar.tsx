import { useState } from "react";
import { cn } from "@/lib/cn";

/** Background colours for initials; each pairs with white text at 4.5:1 or better. */
const AVATAR_COLOURS = [
  "#1e40af",
  "#0f766e",
  "#7c3aed",
  "#b91c1c",
  "#a16207",
  "#be185d",
  "#047857",
  "#4338ca",
  "#c2410c",
  "#0e7490",
] as const;

export function avatarColour(id: number | string): string {
  const key = String(id);
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  const initials = `${firstName?.trim()[0] ?? ""}${lastName?.trim()[0] ?? ""}`.toUpperCase();
  return initials || "?";
}

type AvatarProps = {
  id: number | string;
  firstName?: string | null;
  lastName?: string | null;
  src?: string | null;
  className?: string;
  /** Decorative avatars (next to the name in text) are hidden from screen readers. */
  isDecorative?: boolean;
};

/** A photo when there is one that loads, otherwise initials on a colour derived from the user id. */
export function Avatar({ id, firstName, lastName, src, className, isDecorative = false }: AvatarProps) {
  const [hasFailed, setHasFailed] = useState(false);
  const name = `${firstName ?? ""} ${lastName ?? ""}`.trim();
  const base = cn("inline-flex size-10 shrink-0 overflow-hidden rounded-full select-none", className);
  if (src && !hasFailed) {
    return (
      <img
        src={src}
        alt={isDecorative ? "" : name}
        className={cn(base, "object-cover")}
        onError={() => setHasFailed(true)}
      />
    );
  }
  const style = { backgroundColor: avatarColour(id) };
  const initials = initialsOf(firstName, lastName);
  const initialsClassName = cn(base, "items-center justify-center text-sm font-semibold text-white");
  if (isDecorative) {
    return (
      <span aria-hidden="true" className={initialsClassName} style={style}>
        {initials}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name || "User"} className={initialsClassName} style={style}>
      {initials}
    </span>
  );
}
