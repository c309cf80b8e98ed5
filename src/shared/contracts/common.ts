import { z } from "zod";

/** PostgreSQL text cannot hold NUL; such input is refused at the edge (ARCHITECTURE rule 2). */
const hasNoNul = (value: string) => !value.includes("\u0000");

export const safeText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine(hasNoNul, "Must not contain NUL characters");

/** Trimmed text that must not be empty after trimming. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .pipe(safeText(max));

/** Optional trimmed text; an empty string is stored as null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .pipe(safeText(max))
    .transform((value) => (value === "" ? null : value))
    .nullish();

export const httpUrl = z
  .string()
  .trim()
  .max(2048, "URL must be at most 2048 characters")
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "http:" || url.protocol === "https:";
    } catch {
      return false;
    }
  }, "Must be a web address starting with http:// or https://");

/** Optional http(s) URL; an empty string is stored as null. */
export const optionalUrl = z.union([z.literal("").transform(() => null), httpUrl]).nullish();

/** Text that already names a scheme ("https:", "javascript:", "mailto:"). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A web address as people type it: `reyes.studio` or `linkedin.com/in/you` is stored as
 * `https://reyes.studio`; any other scheme than http(s), spaces or a host without a dot are refused.
 */
export const webAddress = z
  .string()
  .trim()
  .refine((value) => !/\s/.test(value), "A web address cannot contain spaces")
  .transform((value) => (HAS_SCHEME.test(value) ? value : `https://${value}`))
  .pipe(httpUrl)
  .refine((value) => hostnameOf(value).includes("."), "Enter a web address such as example.com");

/** The host name of an address, or "" when the URL parser refuses it (zod's url check is looser). */
function hostnameOf(value: string): string {
  try {
    return new URL(value).hostname;
  } catch {
    return "";
  }
}

/** Optional web address as people type it (see webAddress); an empty string is stored as null. */
export const optionalWebAddress = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === "") return null;
    const parsed = webAddress.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
    return z.NEVER;
  })
  .nullish();

export const textListSchema = (itemMax: number, maxItems: number) =>
  z.array(safeText(itemMax).trim()).max(maxItems, `At most ${maxItems} items`);

/**
 * A timestamp: a Date on the server, an ISO 8601 string on the wire. Response schemas are encoded
 * (zod codecs), so handlers return Dates and clients receive strings.
 */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (value) => new Date(value),
  encode: (date) => date.toISOString(),
});

/** The largest id PostgreSQL's `integer` (serial) columns hold. */
export const MAX_ID = 2_147_483_647;

/** What an id schema answers: `type` to a missing or non-number value, `invalid` to any other (default: per rule). */
export type IdMessages = { type?: string; invalid?: string };

/**
 * The one id schema: a positive 32-bit integer, for every id in a path, query, body or cursor.
 * Paths and queries carry text, so they are coerced (`"12"` → 12); a JSON body (`"body"`) must send a
 * number.
 */
export function idParam(label?: string): z.ZodCoercedNumber<unknown>;
export function idParam(label: string, source: "body", messages?: IdMessages): z.ZodNumber;
export function idParam(label = "Id", source: "path" | "body" = "path", messages: IdMessages = {}) {
  const error = messages.type ?? `${label} must be a number`;
  const number = source === "path" ? z.coerce.number({ error }) : z.number({ error });
  return number
    .int(messages.invalid ?? `${label} must be a whole number`)
    .min(1, messages.invalid ?? `${label} must be positive`)
    .max(MAX_ID, messages.invalid ?? `${label} is too large`);
}

/** `{ id }` path parameters. */
export const idParams = (label = "Id") => z.strictObject({ id: idParam(label) });

/** Dates a cursor or a date filter may name: anything outside is forged or a typo. */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2100;

const ISO_TIMESTAMP = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ISO_DATE = /^(\d{4})-\d{2}-\d{2}$/;

/**
 * True for a UTC timestamp (`2026-02-28T10:00:00.123456Z`, microseconds allowed) that names a real
 * moment between the years 1900 and 2100: it must read back unchanged, so `2026-02-30` is refused.
 */
export function isKeysetTimestamp(text: string): boolean {
  const match = ISO_TIMESTAMP.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false;
  const date = new Date(`${text.slice(0, 19)}Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === text.slice(0, 19);
}

/** A calendar date `YYYY-MM-DD` that exists, between the years 1900 and 2100. */
export const calendarDate = z
  .string()
  .refine((text) => ISO_DATE.test(text) && isKeysetTimestamp(`${text}T00:00:00Z`), {
    message: `Use a date such as 2026-01-31, between ${EARLIEST_YEAR} and ${LATEST_YEAR}`,
  });

export const INVALID_CURSOR = "The cursor is not valid. Start again from the first page.";

/**
 * The one cursor schema of every keyset list's `cursor` query parameter: opaque base64url text made
 * by the server (`server/db/keyset-cursor.ts`), which decodes and checks what it holds.
 */
export const cursorParam = z
  .string()
  .max(200, INVALID_CURSOR)
  .regex(/^[A-Za-z0-9_-]+$/, INVALID_CURSOR)
  .optional();

/** `limit` of a list: `fallback` unless asked, at most `max`. */
export const pageLimit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(max, `Limit must be at most ${max}`)
    .default(fallback);

/**
 * The one list answer: `{ <things>: [...], nextCursor }`, the cursor of the next page or null on the
 * last one (decision 0014).
 */
export const cursorPage = <const Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.object({ [key]: z.array(item), nextCursor: z.string().nullable() } as Record<Key, z.ZodArray<Item>> & {
    nextCursor: z.ZodNullable<z.ZodString>;
  });

export const errorResponseSchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `{ 400: errorResponseSchema, 401: errorResponseSchema, … }` for a route's `response` schema. */
export function errorResponses<const Code extends number>(
  ...codes: Code[]
): Record<Code, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    Code,
    typeof errorResponseSchema
  >;
}
