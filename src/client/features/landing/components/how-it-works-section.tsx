import { BrainCircuit, Handshake, type LucideIcon, UserPlus } from "lucide-react";

const STEPS: { title: string; description: string; Icon: LucideIcon }[] = [
  {
    title: "Create your profile",
    description:
      "Tell us what you do, what you offer and what you are looking for. It takes about two minutes.",
    Icon: UserPlus,
  },
  {
    title: "AI analysis",
    description:
      "Netwise analyses your profile against thousands of professionals to find complementary matches.",
    Icon: BrainCircuit,
  },
  {
    title: "Get connected",
    description: "Accept recommendations, exchange referrals and turn new connections into real business.",
    Icon: Handshake,
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-it-works-title" className="border-y border-border bg-card">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <h2 id="how-it-works-title" className="text-center text-3xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="mt-12 grid gap-10 md:grid-cols-3">
          {STEPS.map(({ title, description, Icon }, index) => (
            <li key={title} className="grid justify-items-center gap-3 text-center">
              <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-7" />
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 inline-flex size-6 items-center justify-center rounded-full border-2 border-card bg-foreground text-xs font-bold text-background"
                >
                  {index + 1}
                </span>
              </span>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="max-w-xs text-muted-foreground">{description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
