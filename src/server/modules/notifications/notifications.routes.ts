import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notificationsEndpoints as endpoints } from "../../../shared/contracts/notifications";
import type { Database } from "../../db/client";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from "./notification-preferences.service";
import { listNotifications, markNotificationsRead } from "./notifications.service";

type NotificationsRoutesOptions = { db: Database };

/** /api/notifications: the signed-in member's notifications and e-mail switches (members only). */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.listNotifications, {
    onRequest: requireUser,
    handler: async (request) => listNotifications(db, currentUser(request).id, request.query),
  });

  route(app, endpoints.markNotificationsRead, {
    onRequest: requireUser,
    handler: async (request) => markNotificationsRead(db, currentUser(request).id, request.body),
  });

  route(app, endpoints.readNotificationPreferences, {
    onRequest: requireUser,
    handler: async (request) => getNotificationPreferences(db, currentUser(request).id),
  });

  route(app, endpoints.updateNotificationPreferences, {
    onRequest: requireUser,
    handler: async (request) => updateNotificationPreferences(db, currentUser(request).id, request.body),
  });
};
