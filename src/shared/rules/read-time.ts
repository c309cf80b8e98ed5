/** docs/product.md, Limits: read time is the content length divided by 200, rounded up, in minutes. */
export const READ_TIME_CHARACTERS_PER_MINUTE = 200;

export function readTimeMinutes(content: string): number {
  return Math.ceil(content.length / READ_TIME_CHARACTERS_PER_MINUTE);
}

export function formatReadTime(content: string): string {
  return `${readTimeMinutes(content)} min read`;
}

/** The same rule from a stored content length (lists do not load whole articles). */
export function readTimeMinutesForLength(contentLength: number): number {
  return Math.ceil(Math.max(0, contentLength) / READ_TIME_CHARACTERS_PER_MINUTE);
}
