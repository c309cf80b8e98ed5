import { describe, expect, it } from "vitest";
import { formatPrice } from "../../../shared/rules/price";
import { SEED_SERVICES } from "../../db/seed/services";
import type { CatalogueService } from "../services/order-query";
import { type AssistantContext, composeReply } from "./assistant-engine";
import { parseBudget } from "./assistant-intents";
import { propose } from "./assistant-proposals";

/** The real catalogue the app seeds. */
const catalogue: CatalogueService[] = SEED_SERVICES.map((service, index) => ({
  ...service,
  id: index + 1,
  isActive: true,
  imageUrl: null,
}));
const byName = (name: string) => {
  const service = catalogue.find((s) => s.name === name);
  if (!service) throw new Error(`no service ${name}`);
  return service;
};

function ask(message: string, overrides: Partial<AssistantContext> = {}) {
  return composeReply({
    message,
    history: [],
    catalogue,
    member: { firstName: "Alex" },
    orders: null,
    ...overrides,
  });
}

/**
 * Every amount in an answer is a catalogue price of a service the answer names, the member's own
 * budget, or the total of services it names: nothing invented.
 */
function expectGrounded(message: string, budget: number | null) {
  const named = catalogue.filter((service) => message.includes(service.name));
  const prices = new Set(named.map((service) => formatPrice(service.price)));
  if (budget !== null) prices.add(formatPrice(budget));
  for (let i = 0; i < named.length; i += 1) {
    for (let j = i + 1; j < named.length; j += 1) {
      const a = named[i] as CatalogueService;
      const b = named[j] as CatalogueService;
      prices.add(formatPrice(a.price + b.price));
      for (let k = j + 1; k < named.length; k += 1) {
        prices.add(formatPrice(a.price + b.price + (named[k] as CatalogueService).price));
      }
    }
  }
  const mentioned = message.match(/\$[\d,]+\.\d{2}/g) ?? [];
  for (const amount of mentioned) expect(prices, `${amount} in: ${message}`).toContain(amount);
  for (const line of message.split("\n").filter((l) => l.startsWith("- "))) {
    const name = line.slice(2, line.indexOf(" ("));
    expect(catalogue.map((s) => s.name)).toContain(name);
  }
}

describe("the dental clinic of issue 34", () => {
  it("proposes the fits within $1,000 instead of saying nothing fits", () => {
    const message =
      "Dental clinic: we need ongoing management of our campaigns to get more patients, budget $1,000";
    const reply = ask(message);
    expect(reply.message).not.toContain("None of them");
    expect(reply.message).toContain("Within your $1,000.00 budget, these fit your brief best:");
    expect(reply.message).toContain("- SEO Audit (SEO Optimization): $499.00");
    expect(reply.message).toContain("- Conversion Landing Page (Web Design): $699.00");
    expect(reply.message).not.toContain("$1,099.00");
    expectGrounded(reply.message, 100_000);
  });

  it("proposes the $699 landing page plus the $499 SEO audit for $1,200", () => {
    const reply = ask("I run a dental clinic and want more patients. My budget is $1,200");
    expect(reply.message).toContain(
      "Together, the Conversion Landing Page ($699.00) plus the SEO Audit ($499.00) come to $1,198.00 and fit your $1,200.00 budget.",
    );
    expectGrounded(reply.message, 120_000);
  });

  it("offers to start the order with the brief filled in", () => {
    const message = "I run a dental clinic and want more patients. My budget is $1,200";
    const reply = ask(message);
    const [start] = reply.suggestedActions;
    expect(start).toEqual({
      label: `Start an order: ${byName("Local SEO Package").name}`,
      type: "start_order",
      data: { serviceId: byName("Local SEO Package").id, brief: message },
    });
    expect(reply.message).toContain(
      "I can start the order for the Local SEO Package with your brief filled in.",
    );
  });
});

describe("awkward briefs", () => {
  it.each([
    ["We need a new website for our bakery, about two grand", 200_000],
    ["need a website, $1.2k tops", 120_000],
    ["Website for my shop, budget 1500 bucks", 150_000],
    ["a logo and brand refresh for fifteen hundred dollars", 150_000],
    ["more customers finding us on google, 2 grand", 200_000],
  ])("%s → a proposal within %i cents, every price from the catalogue", (message, budget) => {
    expect(parseBudget(message)).toBe(budget);
    const reply = ask(message);
    expect(reply.message).toContain(`Within your ${formatPrice(budget)} budget`);
    expectGrounded(reply.message, budget);
    for (const line of reply.message.split("\n").filter((l) => l.startsWith("- "))) {
      const name = line.slice(2, line.indexOf(" ("));
      expect(byName(name).price).toBeLessThanOrEqual(budget);
    }
  });

  it("reads a budget in euros as dollars and says so", () => {
    const reply = ask("We need a website, under 500 euros");
    expect(reply.message).toContain("Our prices are in US dollars; I've read your budget as $500.00.");
    expect(reply.message).toContain(
      "Nothing that fits your brief is priced within $500.00. The most affordable fit is the Conversion Landing Page ($699.00)",
    );
    expectGrounded(reply.message, 50_000);
  });

  it("a budget below everything names the most affordable fit, never an invented price", () => {
    const reply = ask("I need a logo but only have $50");
    expect(reply.message).toBe(
      "Nothing that fits your brief is priced within $50.00. The most affordable fit is the Logo and Visual Identity ($899.00), Brand Identity, delivery time: 2-3 weeks.",
    );
    expect(reply.suggestedActions.map((action) => action.type)).toEqual(["view_service"]);
  });

  it("a brief without a budget keeps the recommendation it always had", () => {
    const reply = ask("I need a website for my dental practice");
    expect(reply.message).toContain("For what you describe, Web Design fits best.");
    expect(reply.message).not.toContain("budget");
  });

  it("a vague brief with a budget gets one clarifying question, then the affordable services", () => {
    const first = ask("I have two grand, what do you suggest?");
    expect(first.message).toMatch(/^What would you like your \$2,000\.00 to achieve\?/);
    const second = ask("not sure, just tell me what I can get for $2,000", {
      history: [
        { role: "user", content: "I have two grand, what do you suggest?" },
        { role: "assistant", content: first.message },
      ],
    });
    expect(second.message).not.toContain("What would you like");
    expect(second.message.split("\n")[0]).toBe("These are priced within $2,000.00:");
    expectGrounded(second.message, 200_000);
  });

  it("a budget given after the brief proposes for that brief", () => {
    const reply = ask("my budget is $1,200", {
      history: [
        { role: "user", content: "I run a dental clinic and want more patients" },
        { role: "assistant", content: "For what you describe, SEO Optimization fits best." },
      ],
    });
    expect(reply.message).toContain("Within your $1,200.00 budget, these fit your brief best:");
    expect(reply.message).toContain("Conversion Landing Page ($699.00) plus the SEO Audit ($499.00)");
  });
});

describe("can you do it cheaper?", () => {
  it("answers with the cheaper fits of the previous brief, not the whole price list", () => {
    const brief = "I run a dental clinic and want more patients. My budget is $1,200";
    const reply = ask("can you do it cheaper?", {
      history: [
        { role: "user", content: brief },
        { role: "assistant", content: ask(brief).message },
      ],
    });
    expect(reply.message).toBe(
      [
        "Cheaper options for the same brief:",
        "- SEO Audit (SEO Optimization): $499.00, delivery time: 1-2 weeks",
        "I can start the order for the SEO Audit with your brief filled in.",
      ].join("\n"),
    );
    expect(reply.message).not.toContain("Email Marketing Setup");
    expect(reply.suggestedActions[0]).toMatchObject({
      type: "start_order",
      data: { serviceId: byName("SEO Audit").id, brief },
    });
  });

  it("says so when the proposal is already the most affordable fit", () => {
    const brief = "I need a logo for my shop, budget $1,000";
    const reply = ask("that's too expensive, anything cheaper?", {
      history: [
        { role: "user", content: brief },
        { role: "assistant", content: ask(brief).message },
      ],
    });
    expect(reply.message.split("\n")[0]).toBe(
      "The Logo and Visual Identity at $899.00 is already the most affordable service that fits your brief.",
    );
  });
});

describe("propose()", () => {
  it("combines services of different kinds only, within the budget", () => {
    const { combination } = propose("more patients for my dental clinic", 120_000, catalogue);
    expect(combination?.map((s) => s.name)).toEqual(["Conversion Landing Page", "SEO Audit"]);
    const none = propose("more patients for my dental clinic", 100_000, catalogue);
    expect(none.combination).toBeNull();
    expect(none.singles.map((s) => s.name)).toContain("SEO Audit");
  });
});
