import type { BusinessDetail } from "@shared/contracts/directory";
import { CheckCircle2, ListChecks } from "lucide-react";
import { EmptyState } from "@/components/feedback/empty-state";

/** Services: every service the business offers. */
export function ServicesTab({ business }: { business: BusinessDetail }) {
  return (
    <section className="grid gap-4">
      <h2 className="text-lg font-semibold">Services</h2>
      {business.services.length === 0 ? (
        <EmptyState icon={ListChecks} message="This business has not listed its services yet." />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {business.services.map((service) => (
            <li key={service} className="flex items-start gap-2 rounded-lg border border-border p-3">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{service}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
