import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Centres page content at the design's maximum width with the standard gutters. */
export function PageContainer({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6", className)} {...props} />;
}
