import type { ChatHistoryEntry, SuggestedAction } from "../../../shared/contracts/assistant";
import { formatPrice, isCustomQuote } from "../../../shared/rules/price";
import {
  isInServiceCategory,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_DISPLAY_NAMES,
  type ServiceCategory,
} from "../../../shared/rules/service-categories";
import type { CatalogueService } from "../services/order-query";
import {
  actions,
  formatCalendarDate,
  formatDate,
  type OrderFact,
  orderFact,
  orderLine,
  orderName,
  priceText,
  serviceFact,
  serviceLine,
  statusText,
} from "./assistant-format";
import { detectIntents, type Intents } from "./assistant-intents";
import { clip } from "./assistant-text";
import { findOrder, namedProject } from "./order-lookup";
import {
  categorySignals,
  namedCategory,
  type RankedService,
  rankedCategories,
  rankServices,
} from "./service-relevance";

/** A ranking whose best service scores below this fits nothing in particular. */
const RELEVANCE_THRESHOLD = 3;
const LIST_ORDERS = 5;

export type AssistantContext = {
  message: string;
  history: readonly ChatHistoryEntry[];
  catalogue: readonly CatalogueService[];
  /** The signed-in member, or null for a visitor. */
  member: { firstName: string } | null;
  /** The member's latest orders, newest first, when the message needs them; null otherwise. */
  orders: readonly OrderFact[] | null;
};

/** An answer, its suggested actions, and the facts it rests on (what a model may rephrase). */
export type GroundedReply = {
  message: string;
  suggestedActions: SuggestedAction[];
  facts: string[];
};

const ORDERING_STEPS = [
  "1. Pick a service on the Services page or one of its category pages and choose Order Now (Request Quote for a custom-quoted service).",
  "2. Name your project and describe it; add any requirements and, if you like, a desired completion date.",
  "3. Submit. The order appears in My Orders as Pending, at the service's listed price (custom quotes are priced with you once the scope is clear).",
  "4. Our team moves it to In Progress and then to Completed, and you receive updates by email. While it is still Pending you can cancel it from My Orders.",
];

const CAPABILITIES =
  "I can suggest the services that fit what you want to achieve, tell you their prices and delivery times, explain how ordering works, plan a project step by step, and check the status of your orders.";

/** Whether a message needs the member's orders looked up. */
export function needsOrders(message: string): boolean {
  const intents = detectIntents(message);
  return intents.orders || intents.cancel;
}

/** The built-in engine: an answer grounded only in the catalogue and the member's own orders. */
export function composeReply(context: AssistantContext): GroundedReply {
  const intents = detectIntents(context.message);
  const ranked = rankServices(context.message, context.catalogue);
  const isRelevant = (ranked[0]?.score ?? 0) >= RELEVANCE_THRESHOLD;

  if (context.catalogue.length === 0 && !intents.orders) {
    return {
      message:
        "Our service catalogue is empty at the moment, so I can't recommend or price anything yet. Please check back soon.",
      suggestedActions: context.member ? [actions.checkStatus()] : [],
      facts: ["The service catalogue has no active services right now."],
    };
  }
  if (intents.orders || (intents.cancel && context.member && hasOrderReference(context))) {
    return ordersReply(context, intents);
  }
  if (intents.cancel) return cancelReply(context);
  if (intents.howToOrder) return howToOrderReply(context, ranked, isRelevant);
  if (intents.greeting) return greetingReply(context);
  if (intents.thanks) {
    return {
      message:
        "You're welcome! Ask me anything else about our services, prices, delivery times or your orders.",
      suggestedActions: [actions.browseAll()],
      facts: [],
    };
  }
  if (intents.catalogue && !namedCategory(context.message)) return catalogueReply(context);
  if (intents.planning) return planReply(context, intents);
  if (intents.price || intents.delivery || intents.cheapest || intents.catalogue) {
    return priceDeliveryReply(context, intents);
  }
  if (isRelevant) return recommendationReply(ranked, intents);
  if (intents.capabilities) {
    return {
      message: `${CAPABILITIES} What would you like to work on?`,
      suggestedActions: [actions.browseAll(), actions.startOrder()],
      facts: [CAPABILITIES],
    };
  }
  return unknownReply(context);
}

function hasOrderReference(context: AssistantContext): boolean {
  return context.orders !== null && findOrder(context.message, context.orders) !== null;
}

function ordersReply(context: AssistantContext, intents: Intents): GroundedReply {
  const privacy = intents.othersOrders
    ? "I can only share your own orders; other members' orders are private. "
    : "";
  if (!context.member || context.orders === null) {
    return {
      message: `${privacy}Please sign in to ask about your orders. I only show orders to the member who placed them.`,
      suggestedActions: [actions.browseAll()],
      facts: ["The person chatting is not signed in, so no order information can be shared."],
    };
  }
  const orders = context.orders;
  if (orders.length === 0) {
    return {
      message: `${privacy}You haven't placed any orders yet. Choose a service and press Order Now (or Request Quote) to start one.`,
      suggestedActions: [actions.browseAll(), actions.startOrder()],
      facts: ["The member has no orders."],
    };
  }

  const order = findOrder(context.message, orders);
  if (order) {
    const lines = [
      `${privacy}Your order ${orderName(order)} for ${order.serviceName} is ${statusText(order.status)}.`,
    ];
    lines.push(
      `You placed it on ${formatDate(order.orderDate)} for ${priceText(order.totalAmount)}` +
        (order.desiredCompletionDate
          ? `, with a desired completion date of ${formatCalendarDate(order.desiredCompletionDate)}.`
          : "."),
    );
    if (intents.cancel) {
      lines.push(
        order.status === "pending"
          ? "It is still pending, so you can cancel it: open My Orders on the Services page and choose Cancel."
          : "Only a pending order can be cancelled, so this one can no longer be cancelled from My Orders.",
      );
    }
    return {
      message: lines.join(" "),
      suggestedActions: [actions.checkStatus()],
      facts: [orderFact(order)],
    };
  }

  const named = intents.othersOrders ? null : namedProject(context.message);
  const shown = orders.slice(0, LIST_ORDERS);
  const intro = named
    ? `I couldn't find an order called "${clip(named, 80)}" among your orders. Here are your latest ones:`
    : "Here are your latest orders:";
  const more = orders.length > LIST_ORDERS ? ["My Orders on the Services page lists all of them."] : [];
  return {
    message: [`${privacy}${intro}`, ...shown.map(orderLine), ...more].join("\n"),
    suggestedActions: [actions.checkStatus(), actions.startOrder()],
    facts: shown.map(orderFact),
  };
}

function cancelReply(context: AssistantContext): GroundedReply {
  const message =
    "You can cancel an order yourself while it is still Pending: open My Orders on the Services page and choose Cancel on that order. Once our team has started it (In Progress) or finished it, it can no longer be cancelled there." +
    (context.member ? "" : " Please sign in first to see your orders.");
  return {
    message,
    suggestedActions: context.member ? [actions.checkStatus()] : [actions.browseAll()],
    facts: [message],
  };
}

function howToOrderReply(
  context: AssistantContext,
  ranked: RankedService[],
  isRelevant: boolean,
): GroundedReply {
  const lines = ["Ordering takes a minute:", ...ORDERING_STEPS];
  if (!context.member) lines.push("You need to be signed in to place an order.");
  const top = isRelevant ? ranked[0] : undefined;
  if (top) lines.push(`For what you describe, a good place to start is:\n${serviceLine(top.service)}`);
  return {
    message: lines.join("\n"),
    suggestedActions: [
      top?.category ? actions.viewCategory(top.category) : actions.browseAll(),
      actions.startOrder(),
    ],
    facts: [...ORDERING_STEPS, ...(top ? [serviceFact(top.service)] : [])],
  };
}

function greetingReply(context: AssistantContext): GroundedReply {
  const name = context.member ? ` ${context.member.firstName}` : "";
  return {
    message: `Hello${name}! Tell me what you'd like to achieve, for example "more customers finding us on Google" or "a logo for my new shop", and I'll suggest the services that fit.`,
    suggestedActions: [actions.browseAll(), ...(context.member ? [actions.checkStatus()] : [])],
    facts: [CAPABILITIES],
  };
}

type CategorySummary = { category: ServiceCategory; services: CatalogueService[] };

function catalogueByCategory(catalogue: readonly CatalogueService[]): CategorySummary[] {
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

function catalogueReply(context: AssistantContext): GroundedReply {
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

function priceDeliveryReply(context: AssistantContext, intents: Intents): GroundedReply {
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

function recommendationReply(ranked: RankedService[], intents: Intents): GroundedReply {
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

/** The usual order of work when building a presence: identity, site, being found, then reach. */
const LAUNCH_SEQUENCE: ServiceCategory[] = [
  "branding",
  "web_design",
  "seo",
  "social_media",
  "email_marketing",
  "advertising",
];

function planReply(context: AssistantContext, intents: Intents): GroundedReply {
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

function unknownReply(context: AssistantContext): GroundedReply {
  return {
    message: `I'm sorry, I don't know the answer to that, and I don't want to guess. ${CAPABILITIES}`,
    suggestedActions: [actions.browseAll(), ...(context.member ? [actions.checkStatus()] : [])],
    facts: ["The question is outside what the catalogue and the member's orders can answer.", CAPABILITIES],
  };
}

/** The first message of an empty chat. */
export function welcomeReply(member: { firstName: string } | null, hasOrders: boolean): GroundedReply {
  const greeting = member ? `Hi ${member.firstName}!` : "Hi there!";
  const message =
    `${greeting} I'm the Netwise services assistant. Tell me what you'd like to achieve and I'll suggest the services that fit, with their prices and delivery times. ` +
    (member
      ? "I can also explain how ordering works and check the status of your orders."
      : "I can also explain how ordering works; sign in to order and to ask about your orders.");
  return {
    message,
    suggestedActions: [
      actions.browseAll(),
      actions.startOrder(),
      ...(member && hasOrders ? [actions.checkStatus()] : []),
    ],
    facts: [],
  };
}
