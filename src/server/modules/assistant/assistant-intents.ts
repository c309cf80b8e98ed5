/** What a chat message asks for; more than one may hold (a price and a delivery time). */
export type Intents = {
  orders: boolean;
  /** The message reaches for other members' orders ('list all orders', 'everyone's orders'). */
  othersOrders: boolean;
  cancel: boolean;
  howToOrder: boolean;
  price: boolean;
  delivery: boolean;
  cheapest: boolean;
  planning: boolean;
  catalogue: boolean;
  greeting: boolean;
  thanks: boolean;
  capabilities: boolean;
  /** A budget in cents the member named ('$1,500', '2k dollars'), or null. */
  budget: number | null;
};

const MY_ORDERS =
  /\b(my|our|mine)\s+(\w+\s+){0,3}?(orders?|projects?|purchases?)\b|\border status\b|\bstatus of\b/;
const MENTIONS_ORDERS = /\b(orders?|purchases?|projects?|bought)\b/;
const ASKS_STATUS =
  /\b(status|where|track|tracking|progress|update|updates|happening|happened|ready|done|finished|list|show|see|view|all|every|check|latest|recent|any)\b/;
const HOW_TO_ORDER =
  /\bhow\b[^.?!]*\b(order|buy|purchase|hire|book|place|get started|start)\b|\b(ordering|order|buying) process\b|\bhow does (it|ordering|this|the process) work\b|\bwhat happens after\b|\bplace an order\b|\bcan i order\b/;
const OTHERS_ORDERS =
  /\b(all|every|everyone'?s?|everybody'?s?|other (members?|users?|people|customers?)'?s?|someone else'?s?|anyone'?s?|their|his|her)\b[^.?!]*\b(orders?|purchases?|projects?)\b|\b(orders?|purchases?|projects?) (of|from|for|by|placed by) (users?|members?|customers?|someone|other|another|others|everyone|anyone|all)\b/;
const CANCEL = /\b(cancel|cancell?ing|cancell?ation|withdraw|refund)\b/;
const PRICE =
  /\b(price|prices|pricing|priced|cost|costs|costing|how much|fee|fees|charge|charges|rates?|expensive|cheap|cheaper|cheapest|afford|affordable|budget|quotes?|dollars?|usd)\b|\$/;
const DELIVERY =
  /\b(how long|how quickly|how fast|how soon|turnaround|delivery|deliver|delivered|timeline|time ?frame|lead time|duration|when will|ready by|take to)\b/;
const CHEAPEST =
  /\b(cheapest|cheaper|lowest price|least expensive|most affordable|budget option|on a budget)\b/;
const PLANNING =
  /\b(plan|planning|roadmap|launch|launching|starting (a|my|our)|start (a|my|our)|new business|where (do|should) (i|we) (start|begin)|step by step|strategy for|grow my business|grow our business|go to market)\b/;
const CATALOGUE =
  /\b(what|which) (services|kinds? of services|categories)\b|\b(list|show)( me)?( all)?( your| the)? (services|categories)\b|\bwhat do you (offer|sell|have)\b|\bservices (do|can) you\b/;
const GREETING =
  /^(hi|hello|hey|hiya|howdy|greetings|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.,]*$/;
const THANKS = /^(thanks|thank you|thx|cheers|great,? thanks|perfect,? thanks)\b[\s\w!.,]{0,20}$/;
const CAPABILITIES =
  /\b(what can you do|what do you do|how can you help|who are you|what are you|what can i ask|help$|^help\b)/;

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const NUMBER_WORD = Object.keys(NUMBER_WORDS).join("|");
const CURRENCY_WORDS = "dollars?|usd|bucks|euros?|eur|pounds?|gbp|quid";
/** Words that make 'two thousand' a sum of money rather than, say, followers. */
const MONEY_CONTEXT = new RegExp(`\\b(budget|spend|afford|${CURRENCY_WORDS})\\b|[$€£]`);
/** A currency other than the catalogue's, named with a budget ('500 euros', '£2k'). */
const FOREIGN_CURRENCY = /€|£|\b(euros?|eur|pounds?|gbp|quid)\b/;

function cents(whole: number, fraction: string | undefined, multiplier: number): number | null {
  const value = Math.round((whole + (fraction ? Number(`0.${fraction}`) : 0)) * 100 * multiplier);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

const MULTIPLIERS: Record<string, number> = { k: 1000, grand: 1000, thousand: 1000, hundred: 100 };

/**
 * Reads a budget in cents: '$1,500', '$2k', '$1.2k', '1200 dollars', '€500', '500 euros', '2 grand',
 * 'two grand', 'fifteen hundred dollars', 'a thousand bucks'. Null when the message names none.
 */
export function parseBudget(message: string): number | null {
  const text = message.toLowerCase();
  const amount = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?`;
  const symbol = new RegExp(String.raw`[$€£]\s?${amount}\s*(k|grand|thousand)?\b`).exec(text);
  const word = new RegExp(
    String.raw`\b${amount}\s*(k|grand|thousand|hundred)?\s*(?:${CURRENCY_WORDS})\b`,
  ).exec(text);
  const grand = new RegExp(String.raw`\b${amount}\s*(k|grand)\b`).exec(text);
  for (const match of [symbol, word, grand]) {
    if (!match?.[1]) continue;
    const multiplier = match[3] ? (MULTIPLIERS[match[3]] ?? 1) : 1;
    return cents(Number(match[1].replaceAll(",", "")), match[2], multiplier);
  }
  const spelled = new RegExp(
    String.raw`\b(${NUMBER_WORD})(?:[\s-](${NUMBER_WORD}))?\s+(grand|thousand|hundred)\b`,
  ).exec(text);
  if (spelled?.[1] && spelled[3] && (spelled[3] === "grand" || MONEY_CONTEXT.test(text))) {
    const whole = (NUMBER_WORDS[spelled[1]] ?? 0) + (spelled[2] ? (NUMBER_WORDS[spelled[2]] ?? 0) : 0);
    return cents(whole, undefined, MULTIPLIERS[spelled[3]] ?? 1);
  }
  return null;
}

/** Whether the budget was named in another currency than the catalogue's (which is in US dollars). */
export function isForeignCurrencyBudget(message: string): boolean {
  return FOREIGN_CURRENCY.test(message.toLowerCase());
}

export function detectIntents(message: string): Intents {
  const text = message.toLowerCase().replace(/\s+/g, " ").trim();
  const mentionsOrders = MENTIONS_ORDERS.test(text);
  const howToOrder = HOW_TO_ORDER.test(text);
  const orders =
    MY_ORDERS.test(text) ||
    (mentionsOrders && !howToOrder && ASKS_STATUS.test(text)) ||
    /\b(track|tracking)\b/.test(text);
  return {
    orders,
    othersOrders: OTHERS_ORDERS.test(text),
    cancel: CANCEL.test(text),
    howToOrder: howToOrder && !MY_ORDERS.test(text),
    price: PRICE.test(text),
    delivery: DELIVERY.test(text),
    cheapest: CHEAPEST.test(text),
    planning: PLANNING.test(text),
    catalogue: CATALOGUE.test(text),
    greeting: GREETING.test(text),
    thanks: THANKS.test(text),
    capabilities: CAPABILITIES.test(text),
    budget: parseBudget(text),
  };
}
