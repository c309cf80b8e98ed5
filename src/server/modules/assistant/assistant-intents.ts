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

/** Reads a budget: '$1,500', '$2k', '1500 dollars', '2,000 usd'. */
export function parseBudget(text: string): number | null {
  const match =
    /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b)?/.exec(text) ??
    /\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?\s*(?:dollars?|usd)\b/.exec(text);
  if (!match?.[1]) return null;
  const whole = Number(match[1].replaceAll(",", ""));
  const cents = match[2] ? Number(match[2].padEnd(2, "0")) : 0;
  const multiplier = match[3] ? 1000 : 1;
  const value = (whole * 100 + cents) * multiplier;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
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
