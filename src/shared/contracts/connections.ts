import { z } from "zod";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParam,
  idParams,
  isoDateTime,
  pageLimit,
  safeText,
} from "./common";
import { defineEndpoint } from "./endpoint";
import { memberSummarySchema } from "./members";

/** Stored statuses; a withdrawn request is deleted, so "withdrawn" is only ever an answer. */
export const CONNECTION_STATUSES = ["pending", "accepted", "declined"] as const;
export const CONNECTION_UPDATE_STATUSES = ["accepted", "declined", "withdrawn"] as const;
export type ConnectionUpdateStatus = (typeof CONNECTION_UPDATE_STATUSES)[number];

export const CONNECTIONS_PAGE_DEFAULT = 50;
export const CONNECTIONS_PAGE_MAX = 100;

export const connectionIdParamsSchema = idParams("Connection id");

/** Which of the member's connections a list holds (My Network); all of them, in both directions, when left out. */
export const CONNECTION_LIST_VIEWS = ["received", "sent", "connected"] as const;
export type ConnectionListView = (typeof CONNECTION_LIST_VIEWS)[number];
/** How the accepted connections are ordered: the newest first, or by first or last name. */
export const CONNECTION_SORTS = ["recent", "firstName", "lastName"] as const;
export type ConnectionSort = (typeof CONNECTION_SORTS)[number];
export const CONNECTION_SEARCH_MAX = 100;

export const connectionListQuerySchema = z.strictObject({
  limit: pageLimit(CONNECTIONS_PAGE_DEFAULT, CONNECTIONS_PAGE_MAX),
  cursor: cursorParam,
  view: z
    .enum(CONNECTION_LIST_VIEWS, { error: `View must be one of: ${CONNECTION_LIST_VIEWS.join(", ")}` })
    .optional(),
  /** Part of the other member's name (with view=connected). */
  search: safeText(CONNECTION_SEARCH_MAX).trim().optional(),
  sort: z
    .enum(CONNECTION_SORTS, { error: `Sort must be one of: ${CONNECTION_SORTS.join(", ")}` })
    .default("recent"),
});
export type ConnectionListQuery = z.input<typeof connectionListQuerySchema>;

export const updateConnectionRequestSchema = z.strictObject({
  status: z.enum(CONNECTION_UPDATE_STATUSES, { error: "Status must be accepted, declined or withdrawn" }),
});
export type UpdateConnectionRequest = z.input<typeof updateConnectionRequestSchema>;

export const connectionSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  /** When the connection reached its current status: accepted, requested or declined. */
  connectedSince: isoDateTime,
  /** incoming: the other member asked the signed-in one; outgoing: the signed-in member asked. */
  direction: z.enum(["incoming", "outgoing"]),
  /** The note the sender wrote with the request; null without one. */
  message: z.string().nullable(),
  connectedUser: memberSummarySchema,
});
export type Connection = z.input<typeof connectionSchema>;

export const connectionListSchema = cursorPage("connections", connectionSchema);
export type ConnectionList = z.input<typeof connectionListSchema>;

/** The optional note sent with a connection request, shown to the receiver (issue 28 point 8). */
export const CONNECTION_MESSAGE_MAX = 300;
/** The fixed invitation the Connect buttons send (docs/product.md, Calls). */
export const CONNECTION_REQUEST_MESSAGE = "I'd like to connect with you on Netwise.";

/** POST /api/connections/request */
export const connectionRequestSchema = z.strictObject({
  toUserId: idParam("toUserId", "body", { type: "toUserId must be a member id" }),
  message: z
    .string({ error: "Message must be text" })
    .trim()
    .pipe(safeText(CONNECTION_MESSAGE_MAX))
    .optional(),
});
export type ConnectionRequest = z.input<typeof connectionRequestSchema>;

/** The request just created: a pending outgoing connection with the match score at the time. */
export const createdConnectionSchema = connectionSchema.extend({
  matchScore: z.number().int().min(0).max(100),
});
export type CreatedConnection = z.input<typeof createdConnectionSchema>;

/** Texts of the Connect actions (docs/product.md, Errors). */
export const CONNECTION_REQUEST_SENT = "Connection request sent";
export const CONNECTION_REQUEST_FAILED = "Failed to send connection request. Please try again.";

/** GET /api/connections/with/{memberId}: where the signed-in member stands with another member. */
export const connectionWithParamsSchema = z.strictObject({ memberId: idParam("Member id") });
export const CONNECTION_STANDINGS = ["none", "requested", "received", "connected", "declined"] as const;
export const connectionStandingSchema = z.object({
  /** none: no request either way; requested: ours is pending; received: theirs awaits our answer. */
  standing: z.enum(CONNECTION_STANDINGS),
  connectionId: z.number().int().nullable(),
});
export type ConnectionStanding = z.infer<typeof connectionStandingSchema>;

const connectionTags = ["connections"] as const;

/** The connections area's endpoints (decision 0018). */
export const connectionEndpoints = {
  listConnections: defineEndpoint({
    method: "GET",
    path: "/api/connections",
    operationId: "listConnections",
    summary:
      "The member's connections and requests (requests awaiting an answer first), or one view of them: received, sent or connected (searchable, sorted)",
    tags: connectionTags,
    access: "member",
    query: connectionListQuerySchema,
    status: 200,
    response: connectionListSchema,
    errors: errorResponses(400, 401),
    list: "connections",
  }),
  readConnectionStanding: defineEndpoint({
    method: "GET",
    path: "/api/connections/with/:memberId",
    operationId: "readConnectionStanding",
    summary: "Where the signed-in member stands with another member (the profile's Connect button)",
    tags: connectionTags,
    access: "member",
    params: connectionWithParamsSchema,
    status: 200,
    response: connectionStandingSchema,
    errors: errorResponses(400, 401),
  }),
  updateConnection: defineEndpoint({
    method: "PATCH",
    path: "/api/connections/:id",
    operationId: "updateConnection",
    summary: "The receiver accepts or declines a pending request (the sender may also withdraw it)",
    tags: connectionTags,
    access: "member",
    params: connectionIdParamsSchema,
    body: updateConnectionRequestSchema,
    status: 200,
    response: connectionSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  withdrawConnectionRequest: defineEndpoint({
    method: "DELETE",
    path: "/api/connections/:id",
    operationId: "withdrawConnectionRequest",
    summary: "The sender withdraws a pending connection request",
    tags: connectionTags,
    access: "member",
    params: connectionIdParamsSchema,
    status: 204,
    response: z.null(),
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
  requestConnection: defineEndpoint({
    method: "POST",
    path: "/api/connections/request",
    operationId: "requestConnection",
    summary: "Ask another member to connect, with an optional note",
    tags: connectionTags,
    access: "member",
    body: connectionRequestSchema,
    status: 201,
    response: createdConnectionSchema,
    errors: errorResponses(400, 401, 403, 404, 409, 429),
  }),
};
