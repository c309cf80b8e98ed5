import { asc, eq, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/client";
import { memberFollows, profileEducation, profileExperience, topicFollows } from "../../db/schema";

/** What a member's data export adds for issue 32: their history and whom and what they follow. */
export async function exportMemberNetwork(db: DbExecutor, userId: number) {
  const [experience, education, members, topics] = await Promise.all([
    db
      .select()
      .from(profileExperience)
      .where(eq(profileExperience.userId, userId))
      .orderBy(asc(profileExperience.id)),
    db
      .select()
      .from(profileEducation)
      .where(eq(profileEducation.userId, userId))
      .orderBy(asc(profileEducation.id)),
    db
      .select({
        memberId: memberFollows.followedId,
        state: memberFollows.state,
        createdAt: memberFollows.createdAt,
      })
      .from(memberFollows)
      .where(eq(memberFollows.followerId, userId))
      .orderBy(asc(memberFollows.createdAt)),
    db
      .select({ tag: topicFollows.tag, createdAt: topicFollows.createdAt })
      .from(topicFollows)
      .where(eq(topicFollows.userId, userId))
      .orderBy(asc(topicFollows.createdAt)),
  ]);
  return {
    experience: experience.map(({ userId: _owner, ...entry }) => entry),
    education: education.map(({ userId: _owner, ...entry }) => entry),
    follows: { members, topics },
  };
}

/** Account deletion: the member's history, follows (both ways) and followed topics go. */
export async function deleteMemberNetwork(db: DbExecutor, userId: number) {
  await db.delete(profileExperience).where(eq(profileExperience.userId, userId));
  await db.delete(profileEducation).where(eq(profileEducation.userId, userId));
  await db
    .delete(memberFollows)
    .where(or(eq(memberFollows.followerId, userId), eq(memberFollows.followedId, userId)));
  await db.delete(topicFollows).where(eq(topicFollows.userId, userId));
}
