import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchImpressions } from "../../db/schema";
import { insertConnection, insertUser, type NewUser } from "../../db/seed/factories";
import { openTestDatabase } from "../../test/test-database";
import { createPhraseModels } from "./embeddings/phrase-vectors";
import { findMatches, scorePair } from "./matching.service";

/** The matching models these tests run with (an app builds its own from its config). */
const models = createPhraseModels({ remote: null, sentence: null }, console);

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Each test gets its own vocabulary, so members made by other tests never match. */
let world = 0;
function vocabulary() {
  world += 1;
  const w = `zq${world}x`;
  return { need: `${w}design`, offer: `${w}audit`, skill: `${w}Skill`, city: `${w}ville` };
}

const member = (overrides: Partial<NewUser> = {}) => insertUser(database.db, overrides);

describe("findMatches", () => {
  it("finds members by what they offer, with synonyms and word forms, best first", async () => {
    const viewer = await member({
      lookingFor: "Search engine optimisation for my clinic",
      location: "Lisbon",
    });
    const spelledOut = await member({ servicesOffered: "SEO, reporting", location: "Lisbon" });
    const cityOnly = await member({ location: "Lisbon, PT", jobTitle: "Chef" });
    const matches = await findMatches(database.db, models, viewer, { limit: 10 });
    const ids = matches.map((match) => match.member.id);
    expect(ids.indexOf(spelledOut.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(spelledOut.id)).toBeLessThan(ids.indexOf(cityOnly.id));
    const first = matches.find((match) => match.member.id === spelledOut.id);
    expect(first?.reasons).toEqual([
      "Offers SEO — you're looking for search engine optimisation for your clinic",
      "Both in Lisbon",
    ]);
    // Offers what the viewer looks for, not the other way round: one side of a match.
    expect(first?.score).toBeGreaterThanOrEqual(50);
    expect(first?.score).toBeLessThanOrEqual(75);
    expect(Object.keys(first?.member ?? {}).sort()).toEqual([
      "avatar",
      "company",
      "firstName",
      "id",
      "industry",
      "jobTitle",
      "lastName",
      "linkedinUrl",
      "location",
      "lookingFor",
      "servicesOffered",
      "username",
    ]);
  });

  it("excludes the member, inactive accounts and every existing connection either way", async () => {
    const words = vocabulary();
    const viewer = await member({ skills: [words.skill] });
    const fresh = await member({ skills: [words.skill] });
    await member({ skills: [words.skill], isActive: false });
    for (const status of ["pending", "accepted", "declined"]) {
      const outgoing = await member({ skills: [words.skill] });
      await insertConnection(database.db, { userId: viewer.id, connectedUserId: outgoing.id, status });
      const incoming = await member({ skills: [words.skill] });
      await insertConnection(database.db, { userId: incoming.id, connectedUserId: viewer.id, status });
    }
    const matches = await findMatches(database.db, models, viewer, { limit: 20 });
    expect(matches.map((match) => match.member.id)).toEqual([fresh.id]);
    expect(matches[0]).toMatchObject({
      reasons: [`Shared skill: ${words.skill}`],
      mutualConnections: 0,
    });
    // Context only: below 40 % (issue 29).
    expect(matches[0]?.score).toBeGreaterThan(0);
    expect(matches[0]?.score).toBeLessThan(40);
  });

  it("counts mutual connections and suggests friends of friends", async () => {
    const viewer = await member();
    const friendA = await member();
    const friendB = await member();
    const friendOfBoth = await member();
    await insertConnection(database.db, {
      userId: viewer.id,
      connectedUserId: friendA.id,
      status: "accepted",
    });
    await insertConnection(database.db, {
      userId: friendB.id,
      connectedUserId: viewer.id,
      status: "accepted",
    });
    await insertConnection(database.db, {
      userId: friendA.id,
      connectedUserId: friendOfBoth.id,
      status: "accepted",
    });
    await insertConnection(database.db, {
      userId: friendOfBoth.id,
      connectedUserId: friendB.id,
      status: "accepted",
    });
    const pendingOnly = await member();
    await insertConnection(database.db, {
      userId: friendA.id,
      connectedUserId: pendingOnly.id,
      status: "pending",
    });
    const matches = await findMatches(database.db, models, viewer, { limit: 10 });
    expect(matches).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: friendOfBoth.id }),
        mutualConnections: 2,
        reasons: ["2 mutual connections"],
      }),
    ]);
  });

  it("sinks a suggestion shown many times without the member acting, within its kind of match", async () => {
    const words = vocabulary();
    const viewer = await member({ skills: [words.skill, `${words.skill}2`], location: words.city });
    const strong = await member({ skills: [words.skill, `${words.skill}2`], location: words.city });
    const weaker = await member({ skills: [words.skill], location: words.city });
    const before = await findMatches(database.db, models, viewer, { limit: 2, recordImpressions: true });
    expect(before.map((match) => match.member.id)).toEqual([strong.id, weaker.id]);
    const [row] = await database.db
      .select()
      .from(matchImpressions)
      .where(eq(matchImpressions.shownMemberId, strong.id));
    expect(row).toMatchObject({ memberId: viewer.id, timesShown: 1 });
    // Shown again within the hour: not counted twice.
    await findMatches(database.db, models, viewer, { limit: 2, recordImpressions: true });
    const [again] = await database.db
      .select()
      .from(matchImpressions)
      .where(eq(matchImpressions.shownMemberId, strong.id));
    expect(again?.timesShown).toBe(1);
    await database.db
      .update(matchImpressions)
      .set({ timesShown: 8 })
      .where(eq(matchImpressions.shownMemberId, strong.id));
    const after = await findMatches(database.db, models, viewer, { limit: 2 });
    expect(after.map((match) => match.member.id)).toEqual([weaker.id, strong.id]);
    // One order, one number: it sinks in its percentage too, within its kind of match (context only).
    expect(after[1]?.score).toBeLessThan(before[0]?.score as number);
    expect(after[1]?.score).toBeGreaterThan(0);
    expect(after[0]?.score).toBeGreaterThanOrEqual(after[1]?.score as number);
  });

  it("returns nothing for a member with nothing to match on", async () => {
    const viewer = await member();
    expect(await findMatches(database.db, models, viewer, { limit: 5 })).toEqual([]);
  });

  it("finds a member who offers what the viewer needs in other words, and says only what it can vouch for", async () => {
    const viewer = await member({
      lookingFor: "someone to move our servers to the cloud",
      location: "Reykjavik",
    });
    const consultant = await member({
      servicesOffered: "data center migration, server virtualization",
      location: "Oslo",
    });
    const matches = await findMatches(database.db, models, viewer, { limit: 5 });
    const found = matches.find((match) => match.member.id === consultant.id);
    expect(found).toBeDefined();
    // "server virtualization" is not "moving servers to the cloud": the honesty rule says nothing
    // (issue 29); the member is introduced by what they offer, below 40 %.
    expect(found?.reasons.join(" ")).not.toContain("you're looking for");
    expect(found?.score).toBeLessThan(40);
  });

  it("builds no reason from empty or negated wishes ('not looking for anything')", async () => {
    const viewer = await member({
      lookingFor: "not looking for anything, no email program",
      servicesOffered: "email marketing",
      location: "Valletta",
    });
    await member({ servicesOffered: "email program design, anything", location: "Valletta" });
    await member({ lookingFor: "nothing", servicesOffered: "   ", location: "Valletta" });
    const matches = await findMatches(database.db, models, viewer, { limit: 5 });
    for (const match of matches) {
      for (const reason of match.reasons) {
        expect(reason).not.toMatch(/not looking|no email|anything|nothing/i);
      }
      expect(match.score).toBeLessThan(40);
    }
  });

  it("gives the same answer twice for the same data", async () => {
    const words = vocabulary();
    const viewer = await member({
      skills: [words.skill],
      lookingFor: "bookkeeping help",
      location: words.city,
    });
    for (let index = 0; index < 6; index += 1) {
      await member({
        skills: [words.skill],
        servicesOffered: "bookkeeping and payroll",
        location: words.city,
      });
    }
    const first = await findMatches(database.db, models, viewer, { limit: 5 });
    const second = await findMatches(database.db, models, viewer, { limit: 5 });
    expect(second).toEqual(first);
    expect(first).toHaveLength(5);
  });

  it("scores profiles with no text, emoji, one word 5,000 times or other languages without an error", async () => {
    const viewer = await member({ lookingFor: "diseño web para mi tienda", servicesOffered: "🙂🙂🙂" });
    await member({ servicesOffered: "bookkeeping ".repeat(450), lookingFor: "" });
    await member({ servicesOffered: "дизайн сайтов", lookingFor: "会計士" });
    await member({ servicesOffered: "diseño web", location: "Madrid" });
    const matches = await findMatches(database.db, models, viewer, { limit: 5 });
    for (const match of matches) {
      expect(match.score).toBeGreaterThanOrEqual(0);
      expect(match.score).toBeLessThanOrEqual(100);
    }
    const other = await member({ servicesOffered: "bookkeeping ".repeat(450) });
    await expect(scorePair(database.db, models, viewer.id, other.id)).resolves.toMatchObject({
      mutualConnections: 0,
    });
  });

  it("never lets profile text break the search query", async () => {
    const viewer = await member({
      lookingFor: '\'); drop table users; -- & | ! <-> :* \\ "quoted" (((',
      servicesOffered: "!!! ||| &&& ::: ***",
      jobTitle: "x".repeat(2500),
      skills: ["yourselves", "\\'", "a"],
    });
    await expect(findMatches(database.db, models, viewer, { limit: 5 })).resolves.toBeInstanceOf(Array);
  });
});
