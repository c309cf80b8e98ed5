import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { moderationEndpoints as endpoints, REPORTS_PER_HOUR } from "../../../shared/contracts/moderation";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireModerator, requireUser } from "../../http/guards";
import { createLimit, describeWait, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import type { Outbox } from "../../jobs/outbox";
import { answerAppeal, createAppeal, listAppeals, myDecisions } from "./appeals.service";
import { releaseItem, takeItem } from "./item-assignment.service";
import { decideItem } from "./moderation-decisions.service";
import { listModerationLog } from "./moderation-log.service";
import { getQueueItem, listQueue } from "./moderation-queue.service";
import { createReport } from "./reports.service";

type Options = { db: Database; outbox: Outbox; config: Config };

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
  route(app, endpoints.createReport, {
    onRequest: requireUser,
    handler: async (request, reply) => {
      await limit.check(request, reply);
      const { created, report } = await createReport(db, currentUser(request).id, request.body);
      // Only a new report uses the allowance; asking again about the same one does not.
      if (created) await limit.count(request);
      if (!created) reply.status(200);
      return report;
    },
  });
};

/** /api/moderation: the queue, decisions, appeals and the log (moderators and admins; appeals: members). */
export const moderationRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, outbox }) => {
  route(app, endpoints.listQueue, {
    onRequest: requireModerator,
    handler: async (request) => listQueue(db, request.query),
  });

  route(app, endpoints.readItem, {
    onRequest: requireModerator,
    handler: async (request) => getQueueItem(db, request.params.id),
  });

  route(app, endpoints.decideItem, {
    onRequest: requireModerator,
    handler: async (request) => decideItem(db, outbox, currentUser(request), request.params.id, request.body),
  });

  route(app, endpoints.takeItem, {
    onRequest: requireModerator,
    handler: async (request) => takeItem(db, currentUser(request), request.params.id),
  });

  route(app, endpoints.releaseItem, {
    onRequest: requireModerator,
    handler: async (request) => releaseItem(db, currentUser(request), request.params.id),
  });

  route(app, endpoints.listLog, {
    onRequest: requireModerator,
    handler: async (request) => listModerationLog(db, request.query),
  });

  route(app, endpoints.myDecisions, {
    onRequest: requireUser,
    handler: async (request) => myDecisions(db, currentUser(request).id),
  });

  route(app, endpoints.createAppeal, {
    onRequest: requireUser,
    handler: async (request) => createAppeal(db, currentUser(request).id, request.body),
  });

  route(app, endpoints.listAppeals, {
    onRequest: requireModerator,
    handler: async (request) => listAppeals(db, request.query),
  });

  route(app, endpoints.answerAppeal, {
    onRequest: requireModerator,
    handler: async (request) =>
      answerAppeal(db, outbox, currentUser(request), request.params.id, request.body),
  });
};
