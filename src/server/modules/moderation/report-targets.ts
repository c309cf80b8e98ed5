import { and, eq, isNull, sql } from "drizzle-orm";
import type { ReportTargetType } from "../../../shared/contracts/moderation";
import { recomputeRating } from "../../db/business-rating";
import type { DbExecutor } from "../../db/client";
import {
  businesses,
  businessReviews,
  messages,
  opportunities,
  postComments,
  posts,
  serviceReviews,
  services,
  users,
} from "../../db/schema";
import { badRequest } from "../../http/app-error";
import { excerpt } from "../notifications/notification-text";

/** What moderation knows of a reported thing: who wrote it, what it says, where it lives, who may see it. */
export type ReportTarget = {
  type: ReportTargetType;
  id: number;
  /** The member who wrote it (for a member target: the member); null when the account is gone. */
  authorId: number | null;
  content: string;
  link: string;
  /** Visible to everyone who may see that kind of thing (not hidden, not taken down, author active). */
  isPublic: boolean;
  /** For a message: the two members of the conversation (only they can read it). */
  participants?: number[];
};

const activeAuthor = sql<boolean>`coalesce(${users.isActive} and ${users.deletedAt} is null, false)`;

/** Reads a target whatever its state (the queue shows hidden content to moderators). */
export async function readTarget(
  db: DbExecutor,
  type: ReportTargetType,
  id: number,
): Promise<ReportTarget | null> {
  switch (type) {
    case "post": {
      const [row] = await db
        .select({
          authorId: posts.userId,
          content: posts.content,
          isPublished: posts.isPublished,
          active: activeAuthor,
        })
        .from(posts)
        .leftJoin(users, eq(users.id, posts.userId))
        .where(eq(posts.id, id));
      if (!row) return null;
      return {
        type,
        id,
        authorId: row.authorId,
        content: row.content,
        link: `/feed#post-${id}`,
        isPublic: row.isPublished && row.active,
      };
    }
    case "comment": {
      const [row] = await db
        .select({
          authorId: postComments.userId,
          content: postComments.content,
          postId: postComments.postId,
          hiddenAt: postComments.hiddenAt,
          postPublished: posts.isPublished,
          active: activeAuthor,
        })
        .from(postComments)
        .innerJoin(posts, eq(posts.id, postComments.postId))
        .leftJoin(users, eq(users.id, postComments.userId))
        .where(eq(postComments.id, id));
      if (!row) return null;
      return {
        type,
        id,
        authorId: row.authorId,
        content: row.content,
        link: `/feed#post-${row.postId}`,
        isPublic: row.hiddenAt === null && row.postPublished && row.active,
      };
    }
    case "message": {
      const [row] = await db
        .select({
          senderId: messages.senderId,
          recipientId: messages.recipientId,
          content: messages.content,
          hiddenAt: messages.hiddenAt,
        })
        .from(messages)
        .where(eq(messages.id, id));
      if (!row) return null;
      return {
        type,
        id,
        authorId: row.senderId,
        content: row.content,
        link: `/messages/${row.senderId}`,
        isPublic: row.hiddenAt === null,
        participants: [row.senderId, row.recipientId],
      };
    }
    case "member": {
      const [row] = await db
        .select({
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          active: activeAuthor,
        })
        .from(users)
        .where(eq(users.id, id));
      if (!row) return null;
      return {
        type,
        id,
        authorId: id,
        content: `${row.firstName} ${row.lastName} (@${row.username})`,
        link: `/profile/${row.username}`,
        isPublic: row.active,
      };
    }
    case "business": {
      const [row] = await db
        .select({
          ownerId: businesses.ownerId,
          name: businesses.name,
          slug: businesses.slug,
          isActive: businesses.isActive,
          isSuspended: businesses.isSuspended,
        })
        .from(businesses)
        .where(eq(businesses.id, id));
      if (!row) return null;
      return {
        type,
        id,
        authorId: row.ownerId,
        content: row.name,
        link: `/business/${row.slug}`,
        isPublic: row.isActive && !row.isSuspended,
      };
    }
    case "review": {
      const [row] = await db
        .select({
          authorId: businessReviews.userId,
          title: businessReviews.title,
          content: businessReviews.content,
          isApproved: businessReviews.isApproved,
          slug: businesses.slug,
          businessPublic: sql<boolean>`${businesses.isActive} and not ${businesses.isSuspended}`,
        })
        .from(businessReviews)
        .innerJoin(businesses, eq(businesses.id, businessReviews.businessId))
        .where(eq(businessReviews.id, id));
      if (!row) return null;
      return {
        type,
        id,
        authorId: row.authorId,
        content: [row.title, row.content].filter(Boolean).join(": ") || "(a rating without text)",
        link: `/business/${row.slug}`,
        isPublic: row.isApproved && row.businessPublic,
      };
    }
    case "service_review": {
      const [row] = await db
        .select({
          authorId: serviceReviews.userId,
          content: serviceReviews.content,
          serviceId: serviceReviews.serviceId,
          hiddenAt: serviceReviews.hiddenAt,
          serviceActive: services.isActive,
        })
        .from(serviceReviews)
        .innerJoin(services, eq(services.id, serviceReviews.serviceId))
        .where(eq(serviceReviews.id, id));
      if (!row) return null;
      return {
        type,
        id,
        authorId: row.authorId,
        content: row.content,
        link: `/services/service/${row.serviceId}`,
        isPublic: row.hiddenAt === null && row.serviceActive,
      };
    }
    case "opportunity": {
      const [row] = await db
        .select({
          authorId: opportunities.postedBy,
          title: opportunities.title,
          description: opportunities.description,
          isActive: opportunities.isActive,
        })
        .from(opportunities)
        .where(eq(opportunities.id, id));
      if (!row) return null;
      return {
        type,
        id,
        authorId: row.authorId,
        content: [row.title, row.description].filter(Boolean).join(": "),
        link: `/dashboard?opportunity=${id}`,
        isPublic: row.isActive,
      };
    }
  }
}

/** Whether the member may see the target: what is public, and a message only its two members. */
export function canSee(target: ReportTarget, memberId: number): boolean {
  if (!target.isPublic) return false;
  return target.participants ? target.participants.includes(memberId) : true;
}

export const targetExcerpt = (target: ReportTarget) => excerpt(target.content);

export const CANNOT_HIDE_MEMBER =
  "A member is not content: hide what they wrote item by item, or suspend them.";

/**
 * Hides or restores the target for everyone but its author and moderators. Each kind uses the switch
 * its lists already honour, so counts and feeds stay right: a post is unpublished, a business taken
 * down, a review unapproved (the rating is recomputed), an opportunity closed, a comment or message
 * marked hidden (the post's comment count follows). Returns whether it changed anything.
 */
export async function setTargetHidden(
  tx: DbExecutor,
  type: ReportTargetType,
  id: number,
  hidden: boolean,
): Promise<boolean> {
  switch (type) {
    case "post": {
      const rows = await tx
        .update(posts)
        .set({ isPublished: !hidden })
        .where(and(eq(posts.id, id), eq(posts.isPublished, hidden)))
        .returning({ id: posts.id });
      return rows.length > 0;
    }
    case "comment": {
      const rows = await tx
        .update(postComments)
        .set({ hiddenAt: hidden ? new Date() : null })
        .where(
          and(
            eq(postComments.id, id),
            hidden ? isNull(postComments.hiddenAt) : sql`${postComments.hiddenAt} is not null`,
          ),
        )
        .returning({ postId: postComments.postId });
      const [row] = rows;
      if (!row) return false;
      await tx
        .update(posts)
        .set({ comments: hidden ? sql`greatest(${posts.comments} - 1, 0)` : sql`${posts.comments} + 1` })
        .where(eq(posts.id, row.postId));
      return true;
    }
    case "message": {
      const rows = await tx
        .update(messages)
        .set({ hiddenAt: hidden ? new Date() : null })
        .where(
          and(
            eq(messages.id, id),
            hidden ? isNull(messages.hiddenAt) : sql`${messages.hiddenAt} is not null`,
          ),
        )
        .returning({ id: messages.id });
      return rows.length > 0;
    }
    case "business": {
      const rows = await tx
        .update(businesses)
        .set({ isSuspended: hidden })
        .where(and(eq(businesses.id, id), eq(businesses.isSuspended, !hidden)))
        .returning({ id: businesses.id });
      return rows.length > 0;
    }
    case "review": {
      const rows = await tx
        .update(businessReviews)
        .set({ isApproved: !hidden })
        .where(and(eq(businessReviews.id, id), eq(businessReviews.isApproved, hidden)))
        .returning({ businessId: businessReviews.businessId });
      const [row] = rows;
      if (!row) return false;
      await recomputeReviewRating(tx, row.businessId);
      return true;
    }
    case "service_review": {
      // The service's rating is computed from visible reviews when read: nothing else to update.
      const rows = await tx
        .update(serviceReviews)
        .set({ hiddenAt: hidden ? new Date() : null })
        .where(
          and(
            eq(serviceReviews.id, id),
            hidden ? isNull(serviceReviews.hiddenAt) : sql`${serviceReviews.hiddenAt} is not null`,
          ),
        )
        .returning({ id: serviceReviews.id });
      return rows.length > 0;
    }
    case "opportunity": {
      const rows = await tx
        .update(opportunities)
        .set({ isActive: !hidden })
        .where(and(eq(opportunities.id, id), eq(opportunities.isActive, hidden)))
        .returning({ id: opportunities.id });
      return rows.length > 0;
    }
    case "member":
      throw badRequest(CANNOT_HIDE_MEMBER);
  }
}

const recomputeReviewRating = (tx: DbExecutor, businessId: number) => recomputeRating(tx, businessId);
