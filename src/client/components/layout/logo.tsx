import { Link } from "wouter";

export function Logo() {
  return (
    <Link
      href="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-sm font-extrabold text-primary-foreground"
      >
        N
      </span>
      Netwise
    </Link>
  );
}
