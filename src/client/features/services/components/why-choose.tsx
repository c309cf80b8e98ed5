import { BadgeCheck, Bot, Receipt, Timer } from "lucide-react";

const REASONS = [
  {
    icon: BadgeCheck,
    title: "Vetted specialists",
    text: "Every project is run by an experienced designer, marketer or developer who does this work every day.",
  },
  {
    icon: Receipt,
    title: "Clear, fixed prices",
    text: "Packages show their price up front. Larger projects get a custom quote before any work starts.",
  },
  {
    icon: Timer,
    title: "Delivery you can plan on",
    text: "Each service states its delivery time, and My Orders shows where your project stands.",
  },
  {
    icon: Bot,
    title: "Help when you need it",
    text: "The assistant suggests the right service, explains prices and checks your orders any time.",
  },
];

/** The 'Why Choose' block of the services page (docs/product.md, Screens). */
export function WhyChoose() {
  return (
    <section
      aria-labelledby="why-choose-title"
      className="grid gap-6 rounded-card bg-muted/60 px-6 py-10 sm:px-10"
    >
      <div className="grid gap-2 text-center">
        <h2 id="why-choose-title" className="text-2xl font-bold tracking-tight">
          Why Choose Netwise Services?
        </h2>
        <p className="text-muted-foreground">
          Built for busy professionals who want results without the agency runaround.
        </p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="grid content-start justify-items-center gap-2 text-center">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
