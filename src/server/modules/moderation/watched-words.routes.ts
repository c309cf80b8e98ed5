import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { watchedWordEndpoints as endpoints } from "../../../shared/contracts/watched-words";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import { createWatchedWord, deleteWatchedWord, listWatchedWords } from "./watched-words.service";

/** /api/admin/watched-words (issue 27, 5): the admin's list of words that hold or block what members write. */
export const watchedWordRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, endpoints.listWatchedWords, {
    onRequest: requireAdmin,
    handler: async () => listWatchedWords(db),
  });
  route(app, endpoints.createWatchedWord, {
    onRequest: requireAdmin,
    handler: async (request) => createWatchedWord(db, currentUser(request), request.body),
  });
  route(app, endpoints.deleteWatchedWord, {
    onRequest: requireAdmin,
    handler: async (request) => {
      await deleteWatchedWord(db, currentUser(request), request.params.id);
      return null;
    },
  });
};
