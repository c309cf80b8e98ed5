import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { createLimit, describeWait, HOUR_MS, type Limit, memberOrAddress } from "./rate-limit";

/**
 * What one member may create each hour (listed in the README and docs/security.md). Beyond it the
 * route answers 429 with Retry-After, so one account cannot flood the feed, inboxes or requests.
 */
export const MEMBER_LIMITS = {
  post: { max: 30, what: "posts" },
  comment: { max: 60, what: "comments" },
  message: { max: 120, what: "messages" },
  connectionRequest: { max: 30, what: "connection requests" },
} as const;

export type MemberLimitKind = keyof typeof MEMBER_LIMITS;

/** The preHandler of one kind's allowance, through the shared createLimit (after requireUser). */
export function createMemberLimit(app: FastifyInstance, config: Config, kind: MemberLimitKind): Limit {
  const { what } = MEMBER_LIMITS[kind];
  const max = Math.max(1, Math.round(MEMBER_LIMITS[kind].max * config.memberLimitScale));
  return createLimit(app, {
    name: `member-${kind}`,
    max,
    windowMs: HOUR_MS,
    key: memberOrAddress,
    message: (seconds) =>
      `Too many ${what}: at most ${max} an hour. Please wait ${describeWait(seconds)} and try again.`,
  });
}
