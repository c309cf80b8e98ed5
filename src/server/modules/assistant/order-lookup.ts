import type { OrderFact } from "./assistant-format";
import { contentTokens } from "./assistant-text";

const GENERIC_WORDS = new Set(["order", "project", "status", "purchas", "where", "track"]);

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The project a message names: quoted, or the words after 'order'/'project' ('where is my order X'). */
export function namedProject(message: string): string | null {
  const quoted = /["“'‘]([^"”'’]{2,200})["”'’]/.exec(message)?.[1];
  const trailing =
    quoted ??
    /\b(?:order|project)s?\s+(?:called|named|titled|for|about|of)?\s*(.+?)[\s?.!]*$/i.exec(message)?.[1];
  if (!trailing) return null;
  const name = trailing.trim();
  const words = normalize(name).split(" ");
  // 'is it ready', 'status' and the like are questions, not names.
  if (
    !/[a-z0-9]/i.test(name) ||
    words.every((word) => /^(is|it|status|going|ready|done|now|please)$/.test(word))
  )
    return null;
  return name.slice(0, 120);
}

/**
 * Which of the member's orders a message is about: by order number ('#12'), by a project name the
 * message contains, or by most of a project name's words. Newest wins a tie.
 */
export function findOrder(message: string, orders: readonly OrderFact[]): OrderFact | null {
  const byNumber = /#\s?(\d{1,10})\b|\border (?:number|no\.?|id)\s?(\d{1,10})\b/i.exec(message);
  if (byNumber) {
    const id = Number(byNumber[1] ?? byNumber[2]);
    const order = orders.find((candidate) => candidate.id === id);
    if (order) return order;
  }

  const text = ` ${normalize(message)} `;
  const named = namedProject(message);
  const namedText = named ? normalize(named) : null;
  let best: { order: OrderFact; score: number } | null = null;
  for (const order of orders) {
    if (!order.projectName) continue;
    const project = normalize(order.projectName);
    if (!project) continue;
    let score = 0;
    if (text.includes(` ${project} `)) score = 2 + project.length / 1000;
    else if (namedText && (namedText === project || project.includes(namedText))) score = 1.5;
    else {
      const projectWords = [...new Set(contentTokens(order.projectName))].filter(
        (word) => !GENERIC_WORDS.has(word),
      );
      if (projectWords.length === 0) continue;
      const messageWords = new Set(contentTokens(message));
      const shared = projectWords.filter((word) => messageWords.has(word)).length;
      const ratio = shared / projectWords.length;
      if (ratio >= 0.5) score = ratio;
    }
    if (score > 0 && (!best || score > best.score)) best = { order, score };
  }
  return best?.order ?? null;
}
