import { SERVICE_CATEGORY_DISPLAY_NAMES, type ServiceCategory } from "@shared/rules/service-categories";
import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { SERVICE_CATEGORY_DETAILS, SERVICE_CATEGORY_PAGES } from "../service-categories";

/** Links to the six category pages. */
export function CategoryLinks() {
  return (
    <nav aria-labelledby="category-links-title" className="grid gap-4">
      <h2 id="category-links-title" className="text-xl font-semibold tracking-tight">
        Browse by category
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICE_CATEGORY_PAGES.map(({ slug, value }) => {
          const category = value as ServiceCategory;
          const Icon = SERVICE_CATEGORY_DETAILS[category].icon;
          return (
            <li key={slug}>
              <Link
                href={`/services/${slug}`}
                className="group flex items-center gap-3 rounded-card border border-border bg-card p-4 shadow-xs transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-medium">{SERVICE_CATEGORY_DISPLAY_NAMES[category]}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="ml-auto size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
