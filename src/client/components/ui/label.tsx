import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Label({ className, htmlFor, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor and the label text.
    <label htmlFor={htmlFor} className={cn("text-sm font-medium text-foreground", className)} {...props} />
  );
}
