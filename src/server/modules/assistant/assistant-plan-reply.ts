import { formatPrice, isCustomQuote } from "../../../shared/rules/price";
import {
  isInServiceCategory,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_DISPLAY_NAMES,
  type ServiceCategory,
} from "../../../shared/rules/service-categories";
import { catalogueByCategory } from "./assistant-catalogue-replies";
import { actions, priceText, serviceFact } from "./assistant-format";
import type { Intents } from "./assistant-intents";
import { type AssistantContext, type GroundedReply, RELEVANCE_THRESHOLD } from "./assistant-reply-context";
import { categorySignals, rankServices } from "./service-relevance";

/** The usual order of work when building a presence: identity, site, being found, then reach. */
const LAUNCH_SEQUENCE: ServiceCategory[] = [
  "branding",
  "web_design",
  "seo",
  "social_media",
  "email_marketing",
  "advertising",
];

export function planReply(context: AssistantContext, intents: Intents): GroundedReply {
  // Only the kinds of work the member names shape the plan; general words ('launch') do not.
  const signals = categorySignals(context.message);
  const mentioned = new Set(SERVICE_CATEGORIES.filter((category) => signals[category] >= 4));
  const ranked = rankServices(context.message, context.catalogue).filter(
    (entry) => entry.score >= RELEVANCE_THRESHOLD && entry.category && mentioned.has(entry.category),
  );
  const available = catalogueByCategory(context.catalogue).map((entry) => entry.category);
  const steps = LAUNCH_SEQUENCE.filter((category) => available.includes(category)).filter(
    (category) => mentioned.size < 2 || mentioned.has(category),
  );
  const chosen = (mentioned.size >= 2 ? steps : steps.slice(0, 4)).map((category) => {
    const inCategory = context.catalogue.filter((service) => isInServiceCategory(service.category, category));
    // The member's own words pick the service; otherwise the category's first listed priced one.
    const best =
      ranked.find((entry) => entry.category === category)?.service ??
      inCategory.find((service) => !isCustomQuote(service.price)) ??
      inCategory[0];
    return { category, service: best };
  });
  const lines = ["Here's a step-by-step plan using our services:"];
  let total = 0;
  let hasQuote = false;
  chosen.forEach(({ category, service }, index) => {
    if (!service) return;
    if (isCustomQuote(service.price)) hasQuote = true;
    else total += service.price;
    lines.push(
      `${index + 1}. ${SERVICE_CATEGORY_DISPLAY_NAMES[category]}: ${service.name} (${priceText(service.price)}, delivery time: ${service.deliveryTime})`,
    );
  });
  if (total > 0) {
    lines.push(
      `Together the priced steps come to ${formatPrice(total)}${hasQuote ? ", plus the custom quotes" : ""}.` +
        (intents.budget !== null && total > intents.budget
          ? ` That is more than your ${formatPrice(intents.budget)}, so start with the first steps and add the rest later.`
          : ""),
    );
  }
  lines.push("Each step is ordered separately; tell me more about your project and I'll adjust the plan.");
  return {
    message: lines.join("\n"),
    suggestedActions: [
      ...chosen.slice(0, 2).map(({ category }) => actions.viewCategory(category)),
      actions.startOrder(),
    ],
    facts: chosen.flatMap(({ service }) => (service ? [serviceFact(service)] : [])),
  };
}
