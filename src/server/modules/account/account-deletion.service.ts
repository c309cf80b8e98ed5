import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Config } from "../../config";
import { recomputeRating } from "../../db/business-rating";
import type { Database } from "../../db/client";
import {
  articleBookmarks,
  articleLikes,
  articleShares,
  businessEmployees,
  businesses,
  businessFavorites,
  businessReviews,
  connections,
  matchImpressions,
  memberBlocks,
  memberOfferVectors,
  notificationEmailPreferences,
  notifications,
  opportunities,
  opportunityApplications,
  passwordResetTokens,
  postBookmarks,
  postComments,
  postLikes,
  postReports,
  posts,
  profileViews,
  profileVisitorCounts,
  savedOpportunities,
  serviceReviews,
  users,
} from "../../db/schema";
import { conflict, forbidden } from "../../http/app-error";
import { endMemberSessions } from "../../http/session-ending";
import type { SessionUser } from "../../http/sessions";
import { removeUploadedImage } from "../../uploads/image-uploads";
import { deleteSignInData } from "../auth/member-sign-in-data";
import { isCurrentPassword } from "../auth/password";
import { deleteImagesOfMember, removeFiles } from "../feed/post-images.service";
import { deleteMemberNetwork } from "../follows/member-network-data";
import { deleteInvitationsOfMember } from "../invitations/invitations.service";
import { linkPreviewImagesOf, removeLinkPreviewImages } from "../link-previews/link-previews.service";
import { deleteMatchDismissals } from "../matching/match-dismissals.service";

export const WRONG_PASSWORD = "The password is not correct.";
export const LAST_ADMIN = "You are the only administrator: make another member an administrator first.";

/**
 * Deletes the member's account after checking their password. Their posts, comments, likes,
 * reviews, bookmarks, businesses, opportunities, connections and blocks are removed (post counts and business
 * ratings recomputed); messages and referrals stay for the other member. The users row stays as a
 * placeholder named "Deleted" "member" with no e-mail, password, profile or photo, so those
 * conversations still have a sender; it can never sign in and has no profile page. The last active
 * administrator cannot delete themselves.
 */
export async function deleteAccount(db: Database, config: Config, user: SessionUser, password: string) {
  if (!(await isCurrentPassword(db, user.id, password))) throw forbidden(WRONG_PASSWORD);
  let postPictures: { url: string }[] = [];
  let previewImages: string[] = [];
  const ownedImages = await db.transaction(async (tx) => {
    if (user.role === "admin") {
      // Locks the admins' rows so two admins deleting themselves at once cannot both pass.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.isActive, true)))
        .for("update");
      if (!admins.some((admin) => admin.id !== user.id)) throw conflict(LAST_ADMIN);
    }
    const userId = user.id;

    // Comments and likes on other members' posts: the posts' counters drop by what is removed.
    await tx.execute(sql`update posts p set comments = greatest(p.comments - c.n, 0)
      from (select post_id, count(*)::int as n from post_comments where user_id = ${userId} group by post_id) c
      where p.id = c.post_id and p.user_id <> ${userId}`);
    await tx.execute(sql`update posts p set likes = greatest(p.likes - l.n, 0)
      from (select post_id, count(*)::int as n from post_likes where user_id = ${userId} group by post_id) l
      where p.id = l.post_id and p.user_id <> ${userId}`);
    // Their reposts of other members' posts counted as shares of those (issue 32, 7).
    await tx.execute(sql`update posts p set shares = greatest(p.shares - r.n, 0)
      from (select repost_of_id, count(*)::int as n from posts
        where user_id = ${userId} and repost_of_id is not null group by repost_of_id) r
      where p.id = r.repost_of_id and p.user_id <> ${userId}`);
    await tx.delete(postComments).where(eq(postComments.userId, userId));
    await tx.delete(postLikes).where(eq(postLikes.userId, userId));
    await tx.delete(postBookmarks).where(eq(postBookmarks.userId, userId));
    await tx.delete(postReports).where(eq(postReports.userId, userId));
    // Their link previews' copied images (files removed below).
    previewImages = await linkPreviewImagesOf(tx, { authorId: userId });
    // Their own posts, with everything on them (cascade), and their pictures (files removed below).
    postPictures = await deleteImagesOfMember(tx, userId);
    await tx.delete(posts).where(eq(posts.userId, userId));

    // Reviews: each reviewed business's rating and count are recomputed from the reviews left.
    const reviewed = await tx
      .delete(businessReviews)
      .where(eq(businessReviews.userId, userId))
      .returning({ businessId: businessReviews.businessId });
    for (const businessId of new Set(reviewed.map((review) => review.businessId))) {
      await recomputeRating(tx, businessId);
    }
    // Their reviews of services: a service's rating is computed from the reviews left when read.
    await tx.delete(serviceReviews).where(eq(serviceReviews.userId, userId));
    await tx.delete(businessFavorites).where(eq(businessFavorites.userId, userId));
    await tx.delete(businessEmployees).where(eq(businessEmployees.userId, userId));
    const ownedLogos = await tx
      .delete(businesses)
      .where(eq(businesses.ownerId, userId))
      .returning({ logo: businesses.logo, cover: businesses.coverImage });

    await tx.delete(articleLikes).where(eq(articleLikes.userId, userId));
    await tx.delete(articleBookmarks).where(eq(articleBookmarks.userId, userId));
    await tx.delete(articleShares).where(eq(articleShares.userId, userId));
    // Their own opportunities (which carry their contact details), with others' applications and saves.
    await tx.delete(opportunities).where(eq(opportunities.postedBy, userId));
    await tx.delete(savedOpportunities).where(eq(savedOpportunities.userId, userId));
    await tx.delete(opportunityApplications).where(eq(opportunityApplications.userId, userId));
    await tx
      .delete(connections)
      .where(or(eq(connections.userId, userId), eq(connections.connectedUserId, userId)));
    await tx
      .delete(memberBlocks)
      .where(or(eq(memberBlocks.blockerId, userId), eq(memberBlocks.blockedId, userId)));
    await deleteMemberNetwork(tx, userId);
    await deleteInvitationsOfMember(tx, userId, user.email);
    await deleteMatchDismissals(tx, userId);
    await tx
      .delete(profileViews)
      .where(or(eq(profileViews.viewerId, userId), eq(profileViews.profileUserId, userId)));
    await tx.delete(profileVisitorCounts).where(eq(profileVisitorCounts.profileUserId, userId));
    await tx
      .delete(matchImpressions)
      .where(or(eq(matchImpressions.memberId, userId), eq(matchImpressions.shownMemberId, userId)));
    await tx.delete(memberOfferVectors).where(eq(memberOfferVectors.memberId, userId));
    await tx.delete(notifications).where(eq(notifications.recipientId, userId));
    await tx.delete(notificationEmailPreferences).where(eq(notificationEmailPreferences.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await endMemberSessions(tx, userId);
    await deleteSignInData(tx, userId);

    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: "!deleted",
        username: `deleted-${userId}`,
        firstName: "Deleted",
        lastName: "member",
        role: "user",
        jobTitle: null,
        company: null,
        industry: null,
        location: null,
        phoneNumber: null,
        bio: null,
        linkedinUrl: null,
        website: null,
        websiteUrl: null,
        professionalSummary: null,
        skills: [],
        interests: [],
        lookingFor: null,
        servicesOffered: null,
        targetAudience: null,
        preferredConnectionTypes: [],
        availabilityForMeetings: null,
        communicationPreferences: [],
        avatar: null,
        profileCompleted: false,
        isActive: false,
        lastActiveAt: null,
        deletedAt: new Date(),
      })
      .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    return ownedLogos;
  });
  // Files go once the rows no longer point at them.
  await removeUploadedImage(config, user.avatar);
  await removeFiles(config, postPictures);
  for (const image of ownedImages) {
    await removeUploadedImage(config, image.logo);
    await removeUploadedImage(config, image.cover);
  }
  await removeLinkPreviewImages(config, previewImages);
}
