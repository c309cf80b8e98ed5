import { z } from "zod";
import { cursorPage, cursorParam, idParam, idParams, isoDateTime, pageLimit, safeText } from "./common";

/** Stored statuses; a withdrawn request is deleted, so "withdrawn" is only ever an answer. */
export const CONNECTION_STATUSES = ["pending", "accepted", "declined"] as const;
export const CONNECTION_UPDATE_STATUSES = ["accepted", "declined", "withdrawn"] as const;
export type ConnectionUpdateStatus = (typeof CONNECTION_UPDATE_STATUSES)[number];

export const CONNECTIONS_PAGE_DEFAULT = 50;
export const CONNECTIONS_PAGE_MAX = 100;

export const connectionIdParamsSchema = idParams("Connection id");

export const connectionListQuerySchema = z.strictObject({
  limit: pageLimit(CONNECTIONS_PAGE_DEFAULT, CONNECTIONS_PAGE_MAX),
  cursor: cursorParam,
});

export const updateConnectionRequestSchema = z.strictObject({
  status: z.enum(CONNECTION_UPDATE_STATUSES, { error: "Status must be accepted, declined or withdrawn" }),
});
export type UpdateConnectionRequest = z.input<typeof updateConnectionRequestSchema>;

export const connectedUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  avatar: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
});

export const connectionSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  /** When the connection reached its current status: accepted, requested or declined. */
  connectedSince: isoDateTime,
  /** incoming: the other member asked the signed-in one; outgoing: the signed-in member asked. */
  direction: z.enum(["incoming", "outgoing"]),
  connectedUser: connectedUserSchema,
});
export type Connection = z.input<typeof connectionSchema>;

export const connectionListSchema = cursorPage("connections", connectionSchema);
export type ConnectionList = z.input<typeof connectionListSchema>;

/** The note sent with a connection request. */
export const CONNECTION_MESSAGE_MAX = 500;
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
