import { z } from "zod";
import { errorResponses, idParams, isoDateTime } from "./common";
import { defineEndpoint } from "./endpoint";

/** Issue 27 (5): words and phrases that hold a post, comment or review for review, or block it. */

export const WATCHED_WORD_ACTIONS = ["hold", "block"] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];
export const WATCHED_WORD_MAX_LENGTH = 100;
export const MAX_WATCHED_WORDS = 1000;

export const WATCHED_WORD_TAKEN = "This word is already on the list.";
export const WATCHED_WORD_NOT_FOUND = "This word is not on the list.";
export const TOO_MANY_WATCHED_WORDS = `The list holds at most ${MAX_WATCHED_WORDS} words.`;
export const blockedWordMessage = (word: string) =>
  `Your post contains a word that is not allowed here: ${word}`;

export const watchedWordSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  action: z.enum(WATCHED_WORD_ACTIONS),
  createdAt: isoDateTime,
});
export type WatchedWord = z.input<typeof watchedWordSchema>;

export const createWatchedWordSchema = z.strictObject({
  word: z
    .string({ error: "Word is required" })
    .trim()
    .min(1, "Word is required")
    .max(WATCHED_WORD_MAX_LENGTH, `Word must be at most ${WATCHED_WORD_MAX_LENGTH} characters`)
    .refine((value) => /[\p{L}\p{N}]/u.test(value), "Word must contain a letter or digit")
    .transform((value) => value.replace(/\s+/g, " ")),
  action: z.enum(WATCHED_WORD_ACTIONS, { error: "Action must be hold or block" }),
});
export type CreateWatchedWordRequest = z.input<typeof createWatchedWordSchema>;

const tags = ["moderation"] as const;

export const watchedWordEndpoints = {
  listWatchedWords: defineEndpoint({
    method: "GET",
    path: "/api/admin/watched-words",
    operationId: "listWatchedWords",
    summary: "The watched words, alphabetically, with what each does (hold or block)",
    tags,
    access: "admin",
    status: 200,
    response: z.object({ words: z.array(watchedWordSchema) }),
    errors: errorResponses(401, 403),
  }),
  createWatchedWord: defineEndpoint({
    method: "POST",
    path: "/api/admin/watched-words",
    operationId: "createWatchedWord",
    summary: "Add a watched word or phrase: hold (for review) or block",
    tags,
    access: "admin",
    body: createWatchedWordSchema,
    status: 201,
    response: watchedWordSchema,
    errors: errorResponses(400, 401, 403, 409),
  }),
  deleteWatchedWord: defineEndpoint({
    method: "DELETE",
    path: "/api/admin/watched-words/:id",
    operationId: "deleteWatchedWord",
    summary: "Remove a watched word",
    tags,
    access: "admin",
    params: idParams("Word id"),
    status: 204,
    response: z.null(),
    errors: errorResponses(400, 401, 403, 404),
  }),
} as const;
