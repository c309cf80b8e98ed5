import { Compass, type LucideIcon, Share2, Target } from "lucide-react";
import { FEATURES_SECTION_ID } from "./hero-section";

const FEATURES: { title: string; description: string; Icon: LucideIcon }[] = [
  {
    title: "Smart Matching",
    description:
      "Our AI compares skills, goals and industries to recommend the professionals you should meet, with a match score and the reasons behind it.",
    Icon: Target,
  },
  {
    title: "Automated Referrals",
    description:
      "Send warm, personal introductions in a click. Netwise tracks every referral from request to result, so no opportunity slips through.",
    Icon: Share2,
  },
  {
    title: "Opportunity Discovery",
    description:
      "Projects, partnerships and roles that fit your profile are collected for you, from your network and from businesses in the directory.",
    Icon: Compass,
  },
];

export function FeaturesSection() {
  return (
    <section
      id={FEATURES_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="features-title"
      className="mx-auto max-w-6xl px-4 py-20 outline-none sm:px-6"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight">
          Networking that works while you do
        </h2>
        <p className="mt-3 text-muted-foreground">Three things Netwise does so you don't have to.</p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {FEATURES.map(({ title, description, Icon }) => (
          <li
            key={title}
            className="rounded-card border border-border bg-card p-6 shadow-xs"
            data-testid="feature-card"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
