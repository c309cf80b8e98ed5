import { formatPrice, isCustomQuote } from "../../../shared/rules/price";
import {
  isInServiceCategory,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_DISPLAY_NAMES,
  type ServiceCategory,
} from "../../../shared/rules/service-categories";
import type { CatalogueService } from "../services/order-query";
import { actions, serviceFact, serviceLine } from "./assistant-format";
import type { Intents } from "./assistant-intents";
import { type AssistantContext, type GroundedReply, RELEVANCE_THRESHOLD } from "./assistant-reply-context";
import { namedCategory, type RankedService, rankedCategories, rankServices } from "./service-relevance";

type CategorySummary = { category: ServiceCategory; services: CatalogueService[] };

export function catalogueByCategory(catalogue: readonly CatalogueService[]): CategorySummary[] {
  return SERVICE_CATEGORIES.map((category) => ({
    category,
    services: catalogue.filter((service) => isInServiceCategory(service.category, category)),
  })).filter((entry) => entry.services.length > 0);
}

function fromPrice(services: readonly CatalogueService[]): string {
  const priced = services.filter((service) => !isCustomQuote(service.price)).map((service) => service.price);
  if (priced.length === 0) return "custom quotes";
  const lowest = formatPrice(Math.min(...priced));
  return priced.length < services.length ? `from ${lowest}, plus custom quotes` : `from ${lowest}`;
}

export function catalogueReply(context: AssistantContext): GroundedReply {
  const summaries = catalogueByCategory(context.catalogue);
  const lines = summaries.map(
    ({ category, services }) =>
      `- ${SERVICE_CATEGORY_DISPLAY_NAMES[category]}: ${services.length} service${services.length === 1 ? "" : "s"}, ${fromPrice(services)}`,
  );
  return {
    message: [
      "We offer these kinds of services:",
      ...lines,
      "Tell me about your project and I'll point you to the right one.",
    ].join("\n"),
    suggestedActions: summaries.slice(0, 3).map(({ category }) => actions.viewCategory(category)),
    facts: lines,
  };
}

/** The message, or failing that the latest earlier question of the member, that names a topic. */
function topicMessage(context: AssistantContext): string | null {
  const candidates = [
    context.message,
    ...context.history
      .filter((entry) => entry.role === "user")
      .map((entry) => entry.content)
      .reverse(),
  ];
  for (const text of candidates) {
    if (namedCategory(text)) return text;
    const [top] = rankServices(text, context.catalogue);
    if (top && top.score >= RELEVANCE_THRESHOLD) return text;
  }
  return null;
}

function withinBudget(services: CatalogueService[], budget: number | null) {
  if (budget === null) return { fitting: services, budgetNote: "" };
  const fitting = services.filter((service) => !isCustomQuote(service.price) && service.price <= budget);
  const budgetNote =
    fitting.length === 0
      ? `None of them is priced within ${formatPrice(budget)}. `
      : `Within ${formatPrice(budget)}: `;
  return { fitting, budgetNote };
}

export function priceDeliveryReply(context: AssistantContext, intents: Intents): GroundedReply {
  const topic = topicMessage(context);
  const category = topic ? namedCategory(topic) : null;
  let services: CatalogueService[];
  let subject: string;
  if (category) {
    const ranked = rankServices(topic ?? "", context.catalogue).filter(
      (entry) => entry.category === category,
    );
    const rankedIds = new Set(ranked.map((entry) => entry.service.id));
    services = [
      ...ranked.map((entry) => entry.service),
      ...context.catalogue.filter(
        (service) => !rankedIds.has(service.id) && isInServiceCategory(service.category, category),
      ),
    ];
    subject = SERVICE_CATEGORY_DISPLAY_NAMES[category];
  } else if (topic) {
    services = rankServices(topic, context.catalogue)
      .slice(0, 3)
      .map((entry) => entry.service);
    subject = "the services that fit best";
  } else {
    return pricesOverviewReply(context, intents);
  }
  if (intents.cheapest) services = [...services].sort(byPriceAscending);

  const { fitting, budgetNote } = withinBudget(services, intents.budget);
  const shown = (intents.budget === null ? services : fitting).slice(0, 6);
  const asks =
    intents.price && intents.delivery
      ? "Prices and delivery times"
      : intents.delivery
        ? "Delivery times"
        : "Prices";
  const lines = [`${asks} for ${subject}:`];
  if (budgetNote) lines.push(budgetNote.trim());
  lines.push(...shown.map((service) => serviceLine(service)));
  if (shown.some((service) => isCustomQuote(service.price))) {
    lines.push(
      "Custom Quote services are priced once we understand your scope: choose Request Quote to start.",
    );
  }
  if (intents.budget !== null && fitting.length === 0) {
    const cheapest = [...services]
      .filter((service) => !isCustomQuote(service.price))
      .sort(byPriceAscending)[0];
    if (cheapest) lines.push(`The lowest price there is ${formatPrice(cheapest.price)} (${cheapest.name}).`);
  }
  return {
    message: lines.join("\n"),
    suggestedActions: [
      ...(category ? [actions.viewCategory(category)] : [actions.browseAll()]),
      actions.startOrder(),
    ],
    facts: services.slice(0, 6).map(serviceFact),
  };
}

const byPriceAscending = (a: CatalogueService, b: CatalogueService) => {
  if (isCustomQuote(a.price) !== isCustomQuote(b.price)) return isCustomQuote(a.price) ? 1 : -1;
  return a.price - b.price;
};

function pricesOverviewReply(context: AssistantContext, intents: Intents): GroundedReply {
  if (intents.cheapest || intents.budget !== null) {
    const priced = context.catalogue
      .filter((service) => !isCustomQuote(service.price))
      .sort(byPriceAscending);
    const fitting =
      intents.budget === null ? priced : priced.filter((service) => service.price <= (intents.budget ?? 0));
    const shown = fitting.slice(0, 5);
    const lines =
      shown.length > 0
        ? [
            intents.budget === null
              ? "Our most affordable services:"
              : `Services priced within ${formatPrice(intents.budget)}:`,
            ...shown.map((service) => serviceLine(service)),
          ]
        : [`None of our services is priced within ${formatPrice(intents.budget ?? 0)}.`];
    return {
      message: lines.join("\n"),
      suggestedActions: [actions.browseAll(), actions.startOrder()],
      facts: shown.map(serviceFact),
    };
  }
  const summaries = catalogueByCategory(context.catalogue);
  const lines = summaries.map(({ category, services }) => {
    const deliveries = [...new Set(services.map((service) => service.deliveryTime))].slice(0, 3).join("; ");
    return intents.delivery && !intents.price
      ? `- ${SERVICE_CATEGORY_DISPLAY_NAMES[category]}: ${deliveries}`
      : `- ${SERVICE_CATEGORY_DISPLAY_NAMES[category]}: ${fromPrice(services)}`;
  });
  return {
    message: [
      intents.delivery && !intents.price ? "Delivery times by category:" : "Prices by category:",
      ...lines,
      "Tell me which kind of service you have in mind and I'll list each one.",
    ].join("\n"),
    suggestedActions: summaries.slice(0, 3).map(({ category }) => actions.viewCategory(category)),
    facts: lines,
  };
}

export function recommendationReply(ranked: RankedService[], intents: Intents): GroundedReply {
  const relevant = ranked.filter((entry) => entry.score >= RELEVANCE_THRESHOLD);
  const { fitting, budgetNote } = withinBudget(
    relevant.map((entry) => entry.service),
    intents.budget,
  );
  const shown = (intents.budget === null ? relevant.map((entry) => entry.service) : fitting).slice(0, 3);
  const topScore = relevant[0]?.score ?? 0;
  // A second kind of service is suggested only when it fits nearly as well as the first.
  const categories = rankedCategories(relevant.filter((entry) => entry.score >= topScore * 0.6)).slice(0, 2);
  const [first] = categories;
  const lines = [
    first
      ? `For what you describe, ${SERVICE_CATEGORY_DISPLAY_NAMES[first]} fits best. I'd look at:`
      : "These services fit what you describe:",
  ];
  if (budgetNote) lines.push(budgetNote.trim());
  lines.push(...shown.map((service) => serviceLine(service, { withDescription: true })));
  lines.push("Ask me about any of them, or open its card to order.");
  return {
    message: lines.join("\n"),
    suggestedActions: [...categories.map(actions.viewCategory), actions.startOrder()],
    facts: relevant.slice(0, 5).map((entry) => serviceFact(entry.service)),
  };
}
