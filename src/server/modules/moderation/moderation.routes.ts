import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponseSchema, errorResponses } from "../../../shared/contracts/common";
import {
  appealAnswerSchema,
  appealListQuerySchema,
  appealListSchema,
  appealParamsSchema,
  appealRequestSchema,
  decisionRequestSchema,
  decisionSchema,
  moderationItemParamsSchema,
  moderationLogQuerySchema,
  moderationLogSchema,
  myDecisionsSchema,
  queueItemDetailSchema,
  queueQuerySchema,
  queueSchema,
  REPORTS_PER_HOUR,
  reportRequestSchema,
  reportResponseSchema,
} from "../../../shared/contracts/moderation";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireModerator, requireUser } from "../../http/guards";
import { createLimit, describeWait, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import { answerAppeal, createAppeal, listAppeals, myDecisions } from "./appeals.service";
import { decideItem } from "./moderation-decisions.service";
import { listModerationLog } from "./moderation-log.service";
import { getQueueItem, listQueue } from "./moderation-queue.service";
import { createReport } from "./reports.service";

type Options = { db: Database; config: Config };

const errors = errorResponses(400, 401, 403);
const withNotFound = errorResponses(400, 401, 403, 404);
const appealStatus = z.object({ id: z.number().int(), status: z.enum(["open", "upheld", "reversed"]) });

/** POST /api/reports: any member reports what they can see (at most 20 new reports an hour). */
export const reportRoutes: FastifyPluginAsyncZod<Options> = async (app, { db }) => {
  const limit = createLimit(app, {
    name: "member-report",
    max: REPORTS_PER_HOUR,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: (seconds) =>
      `Too many reports: at most ${REPORTS_PER_HOUR} an hour. Please wait ${describeWait(seconds)} and try again.`,
  });
  app.post(
    "/",
    {
      onRequest: requireUser,
      schema: {
        body: reportRequestSchema,
        response: {
          200: reportResponseSchema,
          201: reportResponseSchema,
          429: errorResponseSchema,
          ...withNotFound,
        },
      },
    },
    async (request, reply) => {
      await limit.check(request, reply);
      const { created, report } = await createReport(db, currentUser(request).id, request.body);
      // Only a new report uses the allowance; asking again about the same one does not.
      if (created) await limit.count(request);
      return reply.status(created ? 201 : 200).send(report);
    },
  );
};

/** /api/moderation: the queue, decisions, appeals and the log (moderators and admins; appeals: members). */
export const moderationRoutes: FastifyPluginAsyncZod<Options> = async (app, { db }) => {
  app.get(
    "/queue",
    {
      onRequest: requireModerator,
      schema: { querystring: queueQuerySchema, response: { 200: queueSchema, ...errors } },
    },
    async (request) => listQueue(db, request.query),
  );

  app.get(
    "/items/:id",
    {
      onRequest: requireModerator,
      schema: {
        params: moderationItemParamsSchema,
        response: { 200: queueItemDetailSchema, ...withNotFound },
      },
    },
    async (request) => getQueueItem(db, request.params.id),
  );

  app.post(
    "/items/:id/decision",
    {
      onRequest: requireModerator,
      schema: {
        params: moderationItemParamsSchema,
        body: decisionRequestSchema,
        response: { 201: decisionSchema, 409: errorResponseSchema, ...withNotFound },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await decideItem(db, currentUser(request), request.params.id, request.body)),
  );

  app.get(
    "/log",
    {
      onRequest: requireModerator,
      schema: { querystring: moderationLogQuerySchema, response: { 200: moderationLogSchema, ...errors } },
    },
    async (request) => listModerationLog(db, request.query),
  );

  app.get(
    "/decisions/mine",
    { onRequest: requireUser, schema: { response: { 200: myDecisionsSchema, ...errors } } },
    async (request) => myDecisions(db, currentUser(request).id),
  );

  app.post(
    "/appeals",
    {
      onRequest: requireUser,
      schema: { body: appealRequestSchema, response: { 201: appealStatus, ...withNotFound } },
    },
    async (request, reply) =>
      reply.status(201).send(await createAppeal(db, currentUser(request).id, request.body)),
  );

  app.get(
    "/appeals",
    {
      onRequest: requireModerator,
      schema: { querystring: appealListQuerySchema, response: { 200: appealListSchema, ...errors } },
    },
    async (request) => listAppeals(db, request.query),
  );

  app.post(
    "/appeals/:id",
    {
      onRequest: requireModerator,
      schema: {
        params: appealParamsSchema,
        body: appealAnswerSchema,
        response: { 200: appealStatus, 409: errorResponseSchema, ...withNotFound },
      },
    },
    async (request) => answerAppeal(db, currentUser(request), request.params.id, request.body),
  );
};
