import type { SuggestedAction } from "../../../shared/contracts/assistant";
import { formatPrice, isCustomQuote } from "../../../shared/rules/price";
import type { CatalogueService } from "../services/order-query";
import { actions, categoryName, serviceFact, serviceLine } from "./assistant-format";
import { isForeignCurrencyBudget, parseBudget } from "./assistant-intents";
import { type AssistantContext, type GroundedReply, RELEVANCE_THRESHOLD } from "./assistant-reply-context";
import { clip } from "./assistant-text";
import { type RankedService, rankServices } from "./service-relevance";

/**
 * Proposals for a brief with a budget (docs/orders.md, The assistant): the services that fit the brief
 * best within the budget, the nearest combination of two or three whose total fits, one clarifying
 * question when the brief names no need, and "cheaper?" answered about the same brief. Every service
 * and price comes from the catalogue; every sum is of prices it lists.
 */

/** How many single services a proposal lists. */
const SINGLES_SHOWN = 3;
/** Combinations are drawn from this many of the best-fitting services (at most 56 triples). */
const COMBINATION_POOL = 8;
/** The brief pre-filled into the order dialog is clipped to this length. */
const BRIEF_MAX = 500;

/**
 * A goal without a named kind of work ('more patients', 'new customers') is served by being found and
 * by a page that converts: the brief is read with those words too.
 */
const GROWTH_GOAL =
  /\b(more|new|attract|get|grow|win|bring( in)?|find)\b[^.?!]{0,40}\b(customers?|clients?|patients?|sales|leads|bookings|visitors|guests|buyers|members|students)\b/i;
const GROWTH_WORDS = "found online search local seo landing page leads";

const CHEAPER =
  /\b(cheaper|less expensive|lower (price|cost)|too (expensive|much|pricey)|more affordable|for less|cost less|smaller budget)\b/i;
const CLARIFYING_MARK = "What would you like";

/** Words about money and asking, which say nothing of the need ('I have two grand, what do you suggest?'). */
const NOT_A_NEED =
  /\b(budget|spend|spending|afford|money|cash|grand|thousand|hundred|bucks|dollars?|usd|euros?|pounds?|suggest|suggestions?|recommend|recommendations?|propose|proposals?|ideas?|options?|under|around|about|only|roughly|max|maximum|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|couple)\b|[$€£]?\d[\d,.]*k?/gi;

/** The services ranked against a brief, goal words included; only real fits remain. */
export function rankBrief(brief: string, catalogue: readonly CatalogueService[]): RankedService[] {
  const need = brief.replace(NOT_A_NEED, " ");
  const text = GROWTH_GOAL.test(need) ? `${need} ${GROWTH_WORDS}` : need;
  return rankServices(text, catalogue).filter((entry) => entry.score >= RELEVANCE_THRESHOLD);
}

/** The member's brief: this message when it names a need, else the latest earlier one that did. */
export function findBrief(context: AssistantContext): string | null {
  const candidates = [
    context.message,
    ...context.history
      .filter((entry) => entry.role === "user")
      .map((entry) => entry.content)
      .reverse(),
  ];
  return candidates.find((text) => rankBrief(text, context.catalogue).length > 0) ?? null;
}

/** The budget of this message, or of the conversation's latest message that named one. */
function findBudget(context: AssistantContext): { amount: number; text: string } | null {
  const texts = [
    context.message,
    ...context.history
      .filter((entry) => entry.role === "user")
      .map((entry) => entry.content)
      .reverse(),
  ];
  for (const text of texts) {
    const amount = parseBudget(text);
    if (amount !== null) return { amount, text };
  }
  return null;
}

type Proposal = {
  singles: CatalogueService[];
  combination: CatalogueService[] | null;
  relevant: CatalogueService[];
};

const sum = (services: readonly CatalogueService[]) => services.reduce((total, s) => total + s.price, 0);

/** Every group of two or three from `pool`, in pool order. */
function groups(pool: readonly RankedService[]): RankedService[][] {
  const out: RankedService[][] = [];
  for (let i = 0; i < pool.length; i += 1) {
    for (let j = i + 1; j < pool.length; j += 1) {
      const a = pool[i] as RankedService;
      const b = pool[j] as RankedService;
      out.push([a, b]);
      for (let k = j + 1; k < pool.length; k += 1) out.push([a, b, pool[k] as RankedService]);
    }
  }
  return out;
}

/**
 * The best fits within the budget, and the combination of two or three fitting services (one per kind
 * of work) with the best summed fit whose total is within the budget and above any single fit's price:
 * the nearest the budget gets to more of the brief.
 */
export function propose(brief: string, budget: number, catalogue: readonly CatalogueService[]): Proposal {
  const ranked = rankBrief(brief, catalogue).filter((entry) => !isCustomQuote(entry.service.price));
  const singles = ranked
    .filter((entry) => entry.service.price <= budget)
    .slice(0, SINGLES_SHOWN)
    .map((entry) => entry.service);
  const bestSingle = Math.max(0, ...singles.map((service) => service.price));
  let best: { group: RankedService[]; score: number; total: number } | null = null;
  for (const group of groups(ranked.slice(0, COMBINATION_POOL))) {
    const categories = new Set(group.map((entry) => entry.category ?? entry.service.category));
    if (categories.size < group.length) continue;
    const total = sum(group.map((entry) => entry.service));
    if (total > budget || total <= bestSingle) continue;
    const score = group.reduce((acc, entry) => acc + entry.score, 0);
    if (!best || score > best.score || (score === best.score && total > best.total)) {
      best = { group, score, total };
    }
  }
  return {
    singles,
    combination: best ? best.group.map((entry) => entry.service).sort((a, b) => b.price - a.price) : null,
    relevant: ranked.map((entry) => entry.service),
  };
}

function startOrderAction(service: CatalogueService, brief: string): SuggestedAction {
  return {
    label: `Start an order: ${service.name}`,
    type: "start_order",
    data: { serviceId: service.id, brief: clip(brief.trim(), BRIEF_MAX) },
  };
}

const priceOf = (service: CatalogueService) => `the ${service.name} (${formatPrice(service.price)})`;

function combinationSentence(combination: CatalogueService[], budget: number): string {
  const names = combination.map(priceOf);
  const listed =
    names.length === 2
      ? `${names[0]} plus ${names[1]}`
      : `${names.slice(0, -1).join(", ")} plus ${names.at(-1)}`;
  return `Together, ${listed} come to ${formatPrice(sum(combination))} and fit your ${formatPrice(budget)} budget.`;
}

/** One clarifying question, asked once; the answer then proposes from what the member adds. */
function clarifyingReply(budget: number): GroundedReply {
  return {
    message:
      `${CLARIFYING_MARK} your ${formatPrice(budget)} to achieve? For example more customers finding you on Google, ` +
      "a new website or landing page, a logo and brand, emails to past customers, social media, or ads. " +
      "Tell me a little about your business and your goal and I'll propose the services that fit.",
    suggestedActions: [actions.browseAll()],
    facts: [`The member named a budget of ${formatPrice(budget)} but no need or goal.`],
  };
}

/** After the clarifying question went unanswered: the most affordable services within the budget. */
function affordableReply(context: AssistantContext, budget: number): GroundedReply {
  const fitting = context.catalogue
    .filter((service) => !isCustomQuote(service.price) && service.price <= budget)
    .sort((a, b) => a.price - b.price || a.id - b.id)
    .slice(0, 5);
  const lines =
    fitting.length > 0
      ? [`These are priced within ${formatPrice(budget)}:`, ...fitting.map((service) => serviceLine(service))]
      : [lowestOverall(context.catalogue, budget)];
  return {
    message: lines.join("\n"),
    suggestedActions: [actions.browseAll()],
    facts: fitting.map(serviceFact),
  };
}

function lowestOverall(catalogue: readonly CatalogueService[], budget: number): string {
  const [cheapest] = catalogue.filter((s) => !isCustomQuote(s.price)).sort((a, b) => a.price - b.price);
  return cheapest
    ? `None of our services is priced within ${formatPrice(budget)}; the most affordable is ${priceOf(cheapest)}.`
    : `None of our services has a fixed price within ${formatPrice(budget)}.`;
}

const askedAlready = (context: AssistantContext) =>
  context.history.some((entry) => entry.role === "assistant" && entry.content.startsWith(CLARIFYING_MARK));

/** A brief with a budget: the proposal, or the one clarifying question when the brief is vague. */
export function proposalReply(context: AssistantContext): GroundedReply {
  const budget = findBudget(context);
  if (!budget) throw new Error("proposalReply needs a budget");
  const brief = findBrief(context);
  if (!brief)
    return askedAlready(context) ? affordableReply(context, budget.amount) : clarifyingReply(budget.amount);
  const { singles, combination, relevant } = propose(brief, budget.amount, context.catalogue);
  const lines: string[] = [];
  if (isForeignCurrencyBudget(budget.text)) {
    lines.push(`Our prices are in US dollars; I've read your budget as ${formatPrice(budget.amount)}.`);
  }
  if (singles.length > 0) {
    lines.push(`Within your ${formatPrice(budget.amount)} budget, these fit your brief best:`);
    lines.push(...singles.map((service) => serviceLine(service)));
  } else {
    const nearest = [...relevant].sort((a, b) => a.price - b.price)[0];
    lines.push(
      nearest
        ? `Nothing that fits your brief is priced within ${formatPrice(budget.amount)}. The most affordable fit is ${priceOf(nearest)}, ${categoryName(nearest)}, delivery time: ${nearest.deliveryTime}.`
        : lowestOverall(context.catalogue, budget.amount),
    );
  }
  if (combination) lines.push(combinationSentence(combination, budget.amount));
  const first = singles[0] ?? combination?.[0];
  if (first) lines.push(`I can start the order for the ${first.name} with your brief filled in.`);
  const shown = [...singles, ...(combination ?? [])];
  return {
    message: lines.join("\n"),
    suggestedActions: [...(first ? [startOrderAction(first, brief)] : []), actions.browseAll()],
    facts: [...new Set(shown)].map(serviceFact),
  };
}

/** "Can you do it cheaper?" after a brief: the fits of that brief cheaper than what was proposed. */
export function isCheaperFollowUp(context: AssistantContext): boolean {
  if (!CHEAPER.test(context.message) || context.history.length === 0) return false;
  if (rankBrief(context.message, context.catalogue).length > 0) return false;
  return findBrief({ ...context, message: "" }) !== null;
}

export function cheaperReply(context: AssistantContext): GroundedReply {
  const brief = findBrief({ ...context, message: "" }) ?? "";
  const budget = findBudget({ ...context, message: "" });
  const relevant = rankBrief(brief, context.catalogue)
    .map((entry) => entry.service)
    .filter((service) => !isCustomQuote(service.price));
  const proposed = budget ? propose(brief, budget.amount, context.catalogue).singles : relevant.slice(0, 3);
  // Cheaper than the proposal's lead service, the one offered to order.
  const ceiling = proposed[0]?.price ?? Number.POSITIVE_INFINITY;
  const cheaper = relevant.filter((service) => service.price < ceiling).sort((a, b) => a.price - b.price);
  const cheapestFit = [...relevant].sort((a, b) => a.price - b.price)[0];
  const lines: string[] = [];
  if (cheaper.length > 0) {
    lines.push("Cheaper options for the same brief:");
    lines.push(...cheaper.slice(0, SINGLES_SHOWN).map((service) => serviceLine(service)));
  } else if (cheapestFit) {
    lines.push(
      `The ${cheapestFit.name} at ${formatPrice(cheapestFit.price)} is already the most affordable service that fits your brief.`,
    );
  }
  const first = cheaper[0] ?? cheapestFit;
  if (first) lines.push(`I can start the order for the ${first.name} with your brief filled in.`);
  return {
    message: lines.join("\n"),
    suggestedActions: [...(first ? [startOrderAction(first, brief)] : []), actions.browseAll()],
    facts: (cheaper.length > 0 ? cheaper.slice(0, SINGLES_SHOWN) : cheapestFit ? [cheapestFit] : []).map(
      serviceFact,
    ),
  };
}
