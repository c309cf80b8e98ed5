import { z } from "zod";
import { errorResponses, httpUrl } from "./common";
import { defineEndpoint } from "./endpoint";

export const SHORT_URL_MAX_SOURCE_LENGTH = 2048;
/** The path under which short links live: /s/{code}. */
export const SHORT_LINK_PATH = "/s";

export const shortenRequestSchema = z.strictObject({
  url: z.string({ error: "URL is required" }).pipe(httpUrl),
});
export type ShortenRequest = z.input<typeof shortenRequestSchema>;

export const shortenResponseSchema = z.object({ shortUrl: z.string() });
export type ShortenResponse = z.input<typeof shortenResponseSchema>;

/** A code is 11 base64url characters (64 random bits); anything else is unknown without a query. */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{11}$/;
export const shortCodeParamsSchema = z.strictObject({ code: z.string() });

export const linkEndpoints = {
  shortenUrl: defineEndpoint({
    method: "POST",
    path: "/api/shorten",
    operationId: "shortenUrl",
    summary: "A short link on this site for a web address (members only)",
    tags: ["links"],
    access: "member",
    body: shortenRequestSchema,
    status: 200,
    response: shortenResponseSchema,
    errors: errorResponses(400, 401, 429),
  }),
};
