import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { directoryEndpoints as endpoints } from "../../../shared/contracts/directory";
import type { Database } from "../../db/client";
import { clientKey } from "../../http/client-key";
import { route } from "../../http/endpoint-route";
import { currentUser, requireUser } from "../../http/guards";
import { createLimit, DAY_MS, HOUR_MS, memberOrAddress } from "../../http/rate-limit";
import type { Outbox } from "../../jobs/outbox";
import { createRequireVerifiedEmail } from "../auth/verified-email-guard";
import { listBusinesses, listOwnBusinesses } from "./business-list.service";
import { createReview, deleteReview, listReviews, updateReview } from "./business-reviews.service";
import {
  acceptInvitation,
  addTeamMember,
  declineInvitation,
  leaveTeam,
  listInvitations,
  listTeam,
  removeTeamMember,
} from "./business-team.service";
import {
  contactBusiness,
  createBusiness,
  readBusinessBySlug,
  setFavorite,
  updateBusiness,
} from "./directory.service";

/** Messages a member may send to business owners each hour through Contact Business. */
export const CONTACTS_PER_HOUR = 20;
/** Team invitations an owner may send each hour, and a member may receive each day (from anyone). */
export const INVITATIONS_PER_OWNER_PER_HOUR = 20;
export const INVITATIONS_PER_MEMBER_PER_DAY = 5;

type BusinessRoutesOptions = { db: Database; outbox: Outbox };

/** /api/businesses: the directory (everyone), owning a business, reviews, team, favorites, contact. */
export const businessRoutes: FastifyPluginAsyncZod<BusinessRoutesOptions> = async (app, { db, outbox }) => {
  // Contact Business cannot be used to flood owners' inboxes.
  const limitContacts = createLimit(app, {
    name: "business-contact",
    max: CONTACTS_PER_HOUR,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: "Too many messages to businesses. Please try again later.",
  });
  // M3: an owner cannot flood a member with invitations (each one notifies and e-mails). Only invitations
  // actually sent count; refused attempts do not use up the owner's allowance.
  const invitee = (request: FastifyRequest) =>
    String((request.body as { username?: unknown } | undefined)?.username ?? "").toLowerCase();
  const invitationLimits = [
    createLimit(app, {
      name: "team-invite-owner",
      max: INVITATIONS_PER_OWNER_PER_HOUR,
      windowMs: HOUR_MS,
      key: memberOrAddress,
      message: "You have sent many team invitations this hour. Please try again later.",
    }),
    createLimit(app, {
      name: "team-invite-member",
      max: INVITATIONS_PER_MEMBER_PER_DAY,
      windowMs: DAY_MS,
      key: invitee,
      message: "This member has received many team invitations today. Please try again tomorrow.",
    }),
    createLimit(app, {
      name: "team-invite-again",
      max: 1,
      windowMs: DAY_MS,
      key: (request) => `${(request.params as { id?: unknown }).id}:${invitee(request)}`,
      message: "You invited this member to this team less than a day ago. Please try again tomorrow.",
    }),
  ];

  // Listing a business, reviewing one, inviting a team and contacting an owner reach other members.
  const requireVerifiedEmail = createRequireVerifiedEmail(db);

  route(app, endpoints.listBusinesses, {
    handler: async (request) => listBusinesses(db, request.query, request.user?.id ?? null),
  });

  route(app, endpoints.createBusiness, {
    onRequest: [requireUser, requireVerifiedEmail],
    handler: async (request) => createBusiness(db, currentUser(request), request.body),
  });

  route(app, endpoints.readBusiness, {
    handler: async (request) => readBusinessBySlug(db, request.params.slug, request.user, clientKey(request)),
  });

  route(app, endpoints.updateBusiness, {
    onRequest: requireUser,
    handler: async (request) => updateBusiness(db, currentUser(request), request.params.id, request.body),
  });

  route(app, endpoints.listBusinessReviews, {
    handler: async (request) => listReviews(db, request.params.id, request.user, request.query),
  });

  route(app, endpoints.createBusinessReview, {
    onRequest: [requireUser, requireVerifiedEmail],
    handler: async (request) =>
      createReview(db, outbox, currentUser(request), request.params.id, request.body),
  });

  route(app, endpoints.updateBusinessReview, {
    onRequest: [requireUser, requireVerifiedEmail],
    handler: async (request) =>
      updateReview(db, currentUser(request), request.params.id, request.params.reviewId, request.body),
  });

  route(app, endpoints.deleteBusinessReview, {
    onRequest: requireUser,
    handler: async (request) =>
      deleteReview(db, currentUser(request), request.params.id, request.params.reviewId),
  });

  route(app, endpoints.listBusinessTeam, {
    handler: async (request) => listTeam(db, request.params.id, request.user),
  });

  route(app, endpoints.inviteTeamMember, {
    onRequest: [requireUser, requireVerifiedEmail],
    handler: async (request, reply) => {
      const invited = await addTeamMember(
        db,
        outbox,
        currentUser(request),
        request.params.id,
        request.body,
        async () => {
          for (const limit of invitationLimits) await limit.check(request, reply);
        },
      );
      for (const limit of invitationLimits) await limit.count(request);
      return invited;
    },
  });

  route(app, endpoints.removeTeamMember, {
    onRequest: requireUser,
    handler: async (request) => {
      await removeTeamMember(db, currentUser(request), request.params.id, request.params.employeeId);
      return null;
    },
  });

  route(app, endpoints.leaveBusinessTeam, {
    onRequest: requireUser,
    handler: async (request) => {
      await leaveTeam(db, currentUser(request), request.params.id);
      return null;
    },
  });

  route(app, endpoints.favoriteBusiness, {
    onRequest: requireUser,
    handler: async (request) => setFavorite(db, currentUser(request), request.params.id, true),
  });

  route(app, endpoints.unfavoriteBusiness, {
    onRequest: requireUser,
    handler: async (request) => setFavorite(db, currentUser(request), request.params.id, false),
  });

  route(app, endpoints.contactBusiness, {
    onRequest: [requireUser, requireVerifiedEmail],
    preHandler: limitContacts,
    handler: async (request) =>
      contactBusiness(db, currentUser(request), request.params.id, request.body.message),
  });
};

/** /api/user/businesses: the signed-in member's own businesses, inactive ones included. */
export const userBusinessRoutes: FastifyPluginAsyncZod<BusinessRoutesOptions> = async (app, { db }) => {
  route(app, endpoints.listOwnBusinesses, {
    onRequest: requireUser,
    handler: async (request) => listOwnBusinesses(db, currentUser(request).id),
  });

  route(app, endpoints.listTeamInvitations, {
    onRequest: requireUser,
    handler: async (request) => listInvitations(db, currentUser(request)),
  });

  route(app, endpoints.acceptTeamInvitation, {
    onRequest: requireUser,
    handler: async (request) => acceptInvitation(db, currentUser(request), request.params.id),
  });

  route(app, endpoints.declineTeamInvitation, {
    onRequest: requireUser,
    handler: async (request) => {
      await declineInvitation(db, currentUser(request), request.params.id);
      return null;
    },
  });
};
