/**
 * The User-Agents of programs that announce themselves: search and link-preview crawlers, monitors,
 * headless browsers and HTTP libraries. A small list, not a library: it only keeps the obvious ones
 * out of visitor counts.
 */
const BOT_USER_AGENT =
  /bot\b|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|headless|lighthouse|^(?:curl|wget|python|go-http-client|java|okhttp|axios|node|undici|scrapy|libwww)\b/i;

/** Whether a request comes from a bot by its User-Agent; a request without one is taken for a bot. */
export function isBotUserAgent(userAgent: string | undefined): boolean {
  return !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);
}
