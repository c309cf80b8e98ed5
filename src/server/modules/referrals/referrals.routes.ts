import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { referralsEndpoints as endpoints } from "../../../shared/contracts/referrals";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import type { Outbox } from "../../jobs/outbox";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import type { PhraseModels } from "../matching/embeddings/phrase-vectors";
import { listReceivedReferrals, listReferralMatches, listSentReferrals } from "./referral-lists";
import { referralStats, respondToReferral, sendReferral } from "./referrals.service";

type ReferralsRoutesOptions = { db: Database; outbox: Outbox; phraseModels: PhraseModels };

/**
 * /api/referrals: the AI Referrals tab. Every route is the signed-in member's own view; lists answer
 * the one envelope, { <things>: [...], nextCursor } (decision 0014).
 */
export const referralsRoutes: FastifyPluginAsyncZod<ReferralsRoutesOptions> = async (
  app,
  { db, outbox, phraseModels },
) => {
  const requireVerifiedEmail = createRequireVerifiedEmail(db);

  route(app, endpoints.listReferralMatches, {
    onRequest: requireUser,
    handler: async (request) =>
      listReferralMatches(db, phraseModels, currentUser(request), request.query.limit),
  });

  route(app, endpoints.listSentReferrals, {
    onRequest: requireUser,
    handler: async (request) => listSentReferrals(db, currentUser(request).id, request.query),
  });

  route(app, endpoints.listReceivedReferrals, {
    onRequest: requireUser,
    handler: async (request) => listReceivedReferrals(db, currentUser(request).id, request.query),
  });

  route(app, endpoints.readReferralStats, {
    onRequest: requireUser,
    handler: async (request) => referralStats(db, currentUser(request).id),
  });

  route(app, endpoints.sendReferral, {
    onRequest: [requireUser, requireVerifiedEmail],
    handler: async (request) => sendReferral(db, outbox, currentUser(request), request.body),
  });

  route(app, endpoints.respondToReferral, {
    onRequest: requireUser,
    handler: async (request) =>
      respondToReferral(db, outbox, currentUser(request).id, request.params.id, request.body.status),
  });
};
