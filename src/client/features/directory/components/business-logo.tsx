import { Building2 } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

type BusinessLogoProps = { name: string; logo: string | null; className?: string };

/** The logo, or a neutral placeholder when there is none or it fails to load. */
export function BusinessLogo({ name, logo, className }: BusinessLogoProps) {
  const [failed, setFailed] = useState(false);
  const base = cn("shrink-0 overflow-hidden rounded-lg border border-border bg-muted", className);
  if (!logo || failed) {
    return (
      <span
        className={cn(base, "inline-flex items-center justify-center text-muted-foreground")}
        aria-hidden="true"
      >
        <Building2 className="size-1/2" />
      </span>
    );
  }
  return (
    <img
      src={logo}
      alt={`${name} logo`}
      className={cn(base, "object-cover")}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
