import { eq, getTableColumns, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  articleBookmarks,
  businesses,
  businessFavorites,
  businessReviews,
  commentVersions,
  connections,
  messages,
  notifications,
  postBookmarks,
  postComments,
  postImages,
  postLikes,
  posts,
  postVersions,
  referrals,
  serviceOrders,
  serviceReviews,
  services,
  users,
} from "../../db/schema";
import { notFound } from "../../http/app-error";
import { exportSignInMethods } from "../auth/sign-in-ways";
import { exportMemberNetwork } from "../follows/member-network-data";
import { exportInvitations } from "../invitations/invitations.service";
import { exportMatchDismissals } from "../matching/match-dismissals.service";
import { invoicesOfBuyer } from "../services/invoice.service";

/** A post's own columns (its search vector is the database's, not the member's). */
const { contentSearch: _contentSearch, ...postColumns } = getTableColumns(posts);

/** Another member as the export names them: never their e-mail or phone. */
const otherMember = (alias: string) =>
  sql<{ id: number; username: string; name: string } | null>`(
    select json_build_object('id', o.id, 'username', o.username, 'name', o.first_name || ' ' || o.last_name)
    from users o where o.id = ${sql.raw(alias)})`;

/**
 * Everything the member's account holds, for GET /api/account/export: profile, posts (and their
 * pictures, with uploads not yet posted, and the earlier versions of those edited), comments (and
 * their earlier versions),
 * likes, connections, messages, referrals, orders and their invoices, businesses, reviews, bookmarks and notifications. Never a
 * password hash, session or reset token, nor another member's e-mail or phone.
 */
export async function exportAccount(db: Database, userId: number) {
  return db.transaction(
    async (tx) => {
      const [profile] = await tx.select().from(users).where(eq(users.id, userId));
      if (!profile) throw notFound("Member not found.");
      const {
        passwordHash: _hash,
        offerSearch: _offer,
        wantSearch: _want,
        memberSearch: _memberSearch,
        deletedAt: _deleted,
        ...ownProfile
      } = profile;

      const [
        ownPosts,
        comments,
        likes,
        ownConnections,
        ownMessages,
        ownReferrals,
        orders,
        ownBusinesses,
        reviews,
        bookmarks,
        ownNotifications,
        pictures,
        earlierVersions,
        earlierCommentVersions,
      ] = await Promise.all([
        tx.select(postColumns).from(posts).where(eq(posts.userId, userId)).orderBy(posts.id),
        tx
          .select({
            id: postComments.id,
            postId: postComments.postId,
            content: postComments.content,
            createdAt: postComments.createdAt,
            editedAt: postComments.editedAt,
          })
          .from(postComments)
          .where(eq(postComments.userId, userId))
          .orderBy(postComments.id),
        tx.select({ postId: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, userId)),
        tx
          .select({
            id: connections.id,
            status: connections.status,
            direction: sql<string>`case when ${connections.userId} = ${userId} then 'sent' else 'received' end`,
            member: otherMember(
              `case when connections.user_id = ${Number(userId)} then connections.connected_user_id else connections.user_id end`,
            ),
            createdAt: connections.createdAt,
          })
          .from(connections)
          .where(or(eq(connections.userId, userId), eq(connections.connectedUserId, userId)))
          .orderBy(connections.id),
        tx
          .select({
            id: messages.id,
            direction: sql<string>`case when ${messages.senderId} = ${userId} then 'sent' else 'received' end`,
            member: otherMember(
              `case when messages.sender_id = ${Number(userId)} then messages.recipient_id else messages.sender_id end`,
            ),
            type: messages.type,
            content: messages.content,
            readAt: messages.readAt,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))
          .orderBy(messages.id),
        tx
          .select({
            id: referrals.id,
            role: sql<string>`case when ${referrals.referrerId} = ${userId} then 'referrer' else 'referee' end`,
            referrer: otherMember("referrals.referrer_id"),
            referee: otherMember("referrals.referee_id"),
            targetType: referrals.targetType,
            targetId: referrals.targetId,
            status: referrals.status,
            message: referrals.message,
            createdAt: referrals.createdAt,
            completedAt: referrals.completedAt,
          })
          .from(referrals)
          .where(or(eq(referrals.referrerId, userId), eq(referrals.refereeId, userId)))
          .orderBy(referrals.id),
        tx
          .select({
            id: serviceOrders.id,
            service: services.name,
            status: serviceOrders.status,
            totalAmount: serviceOrders.totalAmount,
            orderDate: serviceOrders.orderDate,
            // The member's own words about their project, and its dates.
            projectName: serviceOrders.projectName,
            projectDescription: serviceOrders.projectDescription,
            requirements: serviceOrders.requirements,
            desiredCompletionDate: serviceOrders.desiredCompletionDate,
            deliveryDate: serviceOrders.deliveryDate,
            completedDate: serviceOrders.completedDate,
          })
          .from(serviceOrders)
          .innerJoin(services, eq(services.id, serviceOrders.serviceId))
          .where(eq(serviceOrders.userId, userId))
          .orderBy(serviceOrders.id),
        tx.select().from(businesses).where(eq(businesses.ownerId, userId)).orderBy(businesses.id),
        tx
          .select()
          .from(businessReviews)
          .where(eq(businessReviews.userId, userId))
          .orderBy(businessReviews.id),
        Promise.all([
          tx
            .select({ postId: postBookmarks.postId, createdAt: postBookmarks.createdAt })
            .from(postBookmarks)
            .where(eq(postBookmarks.userId, userId)),
          tx
            .select({ articleId: articleBookmarks.articleId })
            .from(articleBookmarks)
            .where(eq(articleBookmarks.userId, userId)),
          tx
            .select({ businessId: businessFavorites.businessId })
            .from(businessFavorites)
            .where(eq(businessFavorites.userId, userId)),
        ]),
        tx
          .select({
            id: notifications.id,
            type: notifications.type,
            from: otherMember("notifications.actor_id"),
            actorCount: notifications.actorCount,
            data: notifications.data,
            link: notifications.link,
            readAt: notifications.readAt,
            createdAt: notifications.createdAt,
          })
          .from(notifications)
          .where(eq(notifications.recipientId, userId))
          .orderBy(notifications.id),
        tx
          .select({
            id: postImages.id,
            postId: postImages.postId,
            position: postImages.position,
            url: postImages.url,
            width: postImages.width,
            height: postImages.height,
            alt: postImages.alt,
            createdAt: postImages.createdAt,
          })
          .from(postImages)
          .where(eq(postImages.userId, userId))
          .orderBy(postImages.id),
        // The earlier texts of the member's edited posts (issue 32, 7): their words too.
        tx
          .select({
            postId: postVersions.postId,
            content: postVersions.content,
            editedAt: postVersions.editedAt,
          })
          .from(postVersions)
          .innerJoin(posts, eq(posts.id, postVersions.postId))
          .where(eq(posts.userId, userId))
          .orderBy(postVersions.postId, postVersions.id),
        // And of their edited comments.
        tx
          .select({
            commentId: commentVersions.commentId,
            content: commentVersions.content,
            editedAt: commentVersions.editedAt,
          })
          .from(commentVersions)
          .innerJoin(postComments, eq(postComments.id, commentVersions.commentId))
          .where(eq(postComments.userId, userId))
          .orderBy(commentVersions.commentId, commentVersions.id),
      ]);
      const [postMarks, articleMarks, businessMarks] = bookmarks;
      // Reviews of services the member bought (docs/orders.md, Reviews), with the agency's reply.
      const ownServiceReviews = await tx
        .select({
          id: serviceReviews.id,
          serviceId: serviceReviews.serviceId,
          orderId: serviceReviews.orderId,
          rating: serviceReviews.rating,
          text: serviceReviews.content,
          reply: serviceReviews.reply,
          repliedAt: serviceReviews.repliedAt,
          createdAt: serviceReviews.createdAt,
          updatedAt: serviceReviews.updatedAt,
        })
        .from(serviceReviews)
        .where(eq(serviceReviews.userId, userId))
        .orderBy(serviceReviews.id);
      const network = await exportMemberNetwork(tx, userId);
      const notInterested = await exportMatchDismissals(tx, userId);
      const invitations = await exportInvitations(tx, userId);
      const invoices = await invoicesOfBuyer(tx, userId);
      const signInMethods = await exportSignInMethods(tx, userId);
      return {
        format: "netwise-account-export",
        version: 1,
        exportedAt: new Date().toISOString(),
        profile: ownProfile,
        posts: ownPosts,
        postImages: pictures,
        postVersions: earlierVersions,
        comments,
        commentVersions: earlierCommentVersions,
        likes,
        connections: ownConnections,
        // An ordinary message has no kind to name ("other" is only the column's default); an
        // opportunity or partnership message keeps its kind.
        messages: ownMessages.map(({ type, ...message }) =>
          type === "other" ? message : { ...message, type },
        ),
        referrals: ownReferrals,
        orders,
        invoices,
        businesses: ownBusinesses,
        reviews,
        serviceReviews: ownServiceReviews,
        bookmarks: { posts: postMarks, articles: articleMarks, businesses: businessMarks },
        notifications: ownNotifications,
        ...network,
        invitations,
        notInterested,
        signInMethods,
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
