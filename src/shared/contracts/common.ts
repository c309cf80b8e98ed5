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
