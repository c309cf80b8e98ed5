import { Mail } from "lucide-react";
import { Link } from "wouter";
import { CONTACT_EMAIL, ECOSYSTEM_DOMAINS, LEGAL_COLUMNS } from "./footer-links";
import { Logo } from "./logo";

const linkClassName = "rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-border bg-card">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {LEGAL_COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="mb-3 text-sm font-semibold text-foreground">{column.title}</h2>
              <ul className="grid gap-2">
                {column.links.map((link) => (
                  <li key={link.id}>
                    <Link href={`/legal#${link.id}`} className={linkClassName}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <section aria-labelledby="ecosystem-heading" className="grid gap-3">
          <h2 id="ecosystem-heading" className="text-sm font-semibold text-foreground">
            The Netwise Ecosystem
          </h2>
          <ul className="flex flex-wrap gap-2">
            {ECOSYSTEM_DOMAINS.map((domain) => (
              <li
                key={domain}
                className="rounded-full border border-border bg-muted px-3 py-1 text-xs font-medium text-foreground"
              >
                {domain}
              </li>
            ))}
          </ul>
        </section>

        <div className="flex flex-col gap-4 border-t border-border pt-8 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Logo />
            <Link href="/about" className={linkClassName}>
              About
            </Link>
            <Link href="/about#contact" className={linkClassName}>
              Contact
            </Link>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className={`${linkClassName} inline-flex items-center gap-1.5`}
            >
              <Mail aria-hidden="true" className="size-4" />
              {CONTACT_EMAIL}
            </a>
          </div>
          <p className="text-sm text-muted-foreground">© {year} Netwise. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
