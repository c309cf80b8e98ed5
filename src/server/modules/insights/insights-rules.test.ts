import { describe, expect, it } from "vitest";
import { TOPIC_TAG_PATTERN } from "../../../shared/rules/mentions-and-tags";
import { type GrowthTipInput, growthTips } from "./growth-tips";
import { rankTopics, TOPIC_VOCABULARY, topicsOf } from "./trending-topics";

const complete: GrowthTipInput = {
  profile: {
    jobTitle: "Designer",
    company: "Pixel",
    industry: "technology",
    location: "Austin",
    professionalSummary: "Ten years of design.",
    skills: ["Figma", "UX", "Branding"],
    lookingFor: "Clients",
    servicesOffered: "Design",
    targetAudience: "Startups",
  },
  acceptedConnections: 12,
  pendingIncoming: 0,
  pendingOutgoing: 0,
  postsLast30Days: 2,
};

describe("growthTips", () => {
  it("gives general tips to an active member with a complete profile", () => {
    expect(growthTips(complete)).toEqual([
      "Refer two members who should know each other from AI Referrals: introductions build trust.",
      "Comment on posts from your industry to get noticed by the people you want to meet.",
    ]);
  });

  it("puts waiting requests and profile gaps first, 3 at most", () => {
    const tips = growthTips({
      ...complete,
      profile: { ...complete.profile, lookingFor: " ", skills: ["Figma"] },
      pendingIncoming: 2,
    });
    expect(tips).toEqual([
      "Answer the 2 connection requests waiting for you in Connections.",
      "Say what you're looking for in your profile, so matching can find the people you need.",
      "Add at least 3 skills: shared skills are one of the strongest match signals.",
    ]);
  });

  it("speaks to activity: few connections, no posts", () => {
    expect(growthTips({ ...complete, acceptedConnections: 4, postsLast30Days: 0 }, 2)).toEqual([
      "Connect with 1 more recommended member to reach your first 5 connections.",
      "Share an update in the Feed: posts start conversations with your network.",
    ]);
  });
});

describe("trending topics", () => {
  it("finds vocabulary topics and hashtags in a post", () => {
    expect(topicsOf("We automated onboarding with AI. #ColdChain").map((t) => [t.id, t.tag])).toEqual([
      ["ai-automation", "ai"],
      ["tag-coldchain", "coldchain"],
    ]);
    // A vocabulary topic's own hashtag counts under the topic, once.
    expect(topicsOf("Going #RemoteWork for good")).toEqual([
      { id: "remote-work", tag: "remotework", topic: "Remote & Hybrid Work", category: "Workplace" },
    ]);
    expect(topicsOf("#AI and artificial intelligence").map((t) => t.id)).toEqual(["ai-automation"]);
    expect(topicsOf("Lunch was great")).toEqual([]);
    expect(topicsOf("email@host.com and a&#39; entity")).toEqual([]);
  });

  it("gives every vocabulary topic its own valid, lowercase tag", () => {
    const tags = TOPIC_VOCABULARY.map((entry) => entry.tag);
    for (const tag of tags) {
      expect(tag, tag).toMatch(TOPIC_TAG_PATTERN);
      expect(tag).toBe(tag.toLowerCase());
    }
    expect(new Set(tags).size).toBe(tags.length);
  });

  it("ranks by distinct participants, then posts", () => {
    const posts = [
      { id: 1, authorId: 10, content: "#Growth tips" },
      { id: 2, authorId: 10, content: "More #Growth" },
      { id: 3, authorId: 11, content: "#Hiring now" },
      { id: 4, authorId: 11, content: "Our #ColdChain pilot" },
    ];
    const ranked = rankTopics(posts, new Map([[3, [12, 11]]]), 5);
    expect(ranked.map((t) => [t.topic, t.tag, t.participantCount, t.posts])).toEqual([
      ["Hiring & Talent", "hiring", 2, 1],
      ["Business Growth", "growth", 1, 2],
      ["#ColdChain", "coldchain", 1, 1],
    ]);
    expect(rankTopics(posts, new Map(), 1)).toHaveLength(1);
  });
});
