import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../../shared/contracts/common";
import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  updateNotificationPreferencesSchema,
} from "../../../shared/contracts/notifications";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import { configureNotificationMail } from "./notification-mail";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "./notification-preferences.service";
import { listNotifications, markNotificationsRead } from "./notifications.service";

type NotificationsRoutesOptions = { db: Database; config: Config };

const errors = errorResponses(400, 401);

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { db, config },
) => {
  configureNotificationMail(config);
  app.addHook("onRequest", requireUser);

  app.get(
    "/",
    {
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => listNotifications(db, currentUser(request).id, request.query),
  );

  app.post(
    "/read",
    { schema: { body: markNotificationsReadSchema, response: { 200: unreadCountSchema, ...errors } } },
    async (request) => markNotificationsRead(db, currentUser(request).id, request.body),
  );

  app.get(
    "/preferences",
    { schema: { response: { 200: notificationPreferencesSchema, ...errors } } },
    async (request) => getNotificationPreferences(db, currentUser(request).id),
  );

  app.put(
    "/preferences",
    {
      schema: {
        body: updateNotificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => updateNotificationPreferences(db, currentUser(request).id, request.body),
  );
};
