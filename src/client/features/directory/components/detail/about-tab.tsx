import type { BusinessDetail } from "@shared/contracts/directory";
import { Badge } from "@/components/ui/badge";

/** About: the full description, specialties, tags and the facts of the business. */
export function AboutTab({ business }: { business: BusinessDetail }) {
  const facts: [string, string | null][] = [
    ["Industry", business.industry],
    ["Category", business.category],
    ["Year established", business.yearEstablished === null ? null : String(business.yearEstablished)],
    ["Team size", business.employeeCount ? `${business.employeeCount} employees` : null],
  ];
  return (
    <div className="grid gap-6">
      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">About {business.name}</h2>
        <p className="whitespace-pre-line text-muted-foreground">
          {business.description || business.shortDescription || "No description yet."}
        </p>
      </section>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="rounded-lg border border-border p-3">
              <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
      </dl>
      {business.specialties.length > 0 ? (
        <section className="grid gap-2">
          <h3 className="font-semibold">Specialties</h3>
          <ul className="flex flex-wrap gap-2">
            {business.specialties.map((item) => (
              <li key={item}>
                <Badge variant="secondary">{item}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {business.tags.length > 0 ? (
        <section className="grid gap-2">
          <h3 className="font-semibold">Tags</h3>
          <ul className="flex flex-wrap gap-2">
            {business.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
