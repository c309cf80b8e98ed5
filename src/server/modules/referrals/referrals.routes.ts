import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import {
  pendingReferralListSchema,
  pendingReferralSchema,
  receivedReferralListSchema,
  receivedReferralSchema,
  referralIdParamsSchema,
  referralMatchesQuerySchema,
  referralMatchListSchema,
  referralPageQuerySchema,
  referralStatsQuerySchema,
  referralStatsSchema,
  respondReferralRequestSchema,
  sendReferralRequestSchema,
} from "../../../shared/contracts/referrals";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { listReceivedReferrals, listReferralMatches, listSentReferrals } from "./referral-lists";
import { referralStats, respondToReferral, sendReferral } from "./referrals.service";

type ReferralsRoutesOptions = { db: Database };

const errors = errorResponses(400, 401);

/**
 * /api/referrals: the AI Referrals tab. Every route is the signed-in member's own view; lists answer
 * the one envelope, { <things>: [...], nextCursor } (decision 0014).
 */
export const referralsRoutes: FastifyPluginAsyncZod<ReferralsRoutesOptions> = async (app, { db }) => {
  const requireVerifiedEmail = createRequireVerifiedEmail(db);
  app.get(
    "/matches",
    {
      onRequest: requireUser,
      schema: {
        querystring: referralMatchesQuerySchema,
        response: { 200: referralMatchListSchema, ...errors },
      },
    },
    async (request) => listReferralMatches(db, currentUser(request), request.query.limit),
  );

  app.get(
    "/pending",
    {
      onRequest: requireUser,
      schema: {
        querystring: referralPageQuerySchema,
        response: { 200: pendingReferralListSchema, ...errors },
      },
    },
    async (request) => listSentReferrals(db, currentUser(request).id, request.query),
  );

  app.get(
    "/received",
    {
      onRequest: requireUser,
      schema: {
        querystring: referralPageQuerySchema,
        response: { 200: receivedReferralListSchema, ...errors },
      },
    },
    async (request) => listReceivedReferrals(db, currentUser(request).id, request.query),
  );

  app.get(
    "/stats",
    {
      onRequest: requireUser,
      schema: { querystring: referralStatsQuerySchema, response: { 200: referralStatsSchema, ...errors } },
    },
    async (request) => referralStats(db, currentUser(request).id),
  );

  app.post(
    "/send",
    {
      onRequest: [requireUser, requireVerifiedEmail],
      schema: {
        body: sendReferralRequestSchema,
        response: {
          201: pendingReferralSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const referral = await sendReferral(db, currentUser(request), request.body);
      return reply.code(201).send(referral);
    },
  );

  app.post(
    "/:id/respond",
    {
      onRequest: requireUser,
      schema: {
        params: referralIdParamsSchema,
        body: respondReferralRequestSchema,
        response: {
          200: receivedReferralSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => respondToReferral(db, currentUser(request).id, request.params.id, request.body.status),
  );
};
