import { normalizeTag } from "../../../shared/rules/mentions-and-tags";

/**
 * The professional topics posts are grouped under; a post can belong to several. Each has the
 * `#tag` members use for it: a post with that hashtag counts under the topic (never twice), and the
 * topic links to that tag's feed.
 */
export const TOPIC_VOCABULARY: ReadonlyArray<{
  id: string;
  tag: string;
  topic: string;
  category: string;
  pattern: RegExp;
}> = [
  {
    id: "ai-automation",
    tag: "ai",
    topic: "AI Automation",
    category: "Technology",
    pattern: /\b(ai|artificial intelligence|automat(e|ed|es|ing|ion)|machine learning|llms?|chatbots?)\b/i,
  },
  {
    id: "digital-marketing",
    tag: "marketing",
    topic: "Digital Marketing",
    category: "Marketing",
    pattern: /\b(seo|marketing|paid search|ppc|campaigns?|content strategy|social media|newsletters?)\b/i,
  },
  {
    id: "business-growth",
    tag: "growth",
    topic: "Business Growth",
    category: "Business",
    pattern: /\b(growth|revenue|scal(e|ing)|new clients?|sales pipeline|expansion)\b/i,
  },
  {
    id: "professional-networking",
    tag: "networking",
    topic: "Professional Networking",
    category: "Networking",
    pattern: /\b(networking|introductions?|referrals?|mentor(s|ing|ship)?|meetups?)\b/i,
  },
  {
    id: "fundraising",
    tag: "fundraising",
    topic: "Fundraising & Investment",
    category: "Finance",
    pattern: /\b(fundrais(e|ing)|investors?|seed round|series [abc]|venture capital|funding)\b/i,
  },
  {
    id: "hiring-talent",
    tag: "hiring",
    topic: "Hiring & Talent",
    category: "Workplace",
    pattern: /\b(hiring|recruit(ing|ment|er)?|talent|job openings?|new hires?)\b/i,
  },
  {
    id: "remote-work",
    tag: "remotework",
    topic: "Remote & Hybrid Work",
    category: "Workplace",
    pattern: /\b(remote|hybrid|distributed teams?|work from home)\b/i,
  },
  {
    id: "product-design",
    tag: "design",
    topic: "Product & Design",
    category: "Technology",
    pattern: /\b(ux|ui|design(ers?)?|product launch|prototypes?|usability)\b/i,
  },
  {
    id: "cybersecurity",
    tag: "cybersecurity",
    topic: "Cybersecurity",
    category: "Technology",
    pattern: /\b(security|cyber\w*|breach(es)?|phishing|compliance)\b/i,
  },
  {
    id: "finance-operations",
    tag: "finance",
    topic: "Finance & Accounting",
    category: "Finance",
    pattern: /\b(bookkeeping|accounting|tax(es)?|cash flow|cfo|budget(s|ing)?)\b/i,
  },
  {
    id: "healthcare-innovation",
    tag: "healthcare",
    topic: "Healthcare Innovation",
    category: "Healthcare",
    pattern: /\b(patients?|clinic(s|al)?|telehealth|healthcare|wellness)\b/i,
  },
  {
    id: "learning-development",
    tag: "learning",
    topic: "Learning & Development",
    category: "Education",
    pattern: /\b(learning|courses?|training|students?|teach(ing|ers?)?|workshops?)\b/i,
  },
  {
    id: "ecommerce-retail",
    tag: "ecommerce",
    topic: "E-commerce & Retail",
    category: "Retail",
    pattern: /\b(e-?commerce|online stores?|shopify|retail)\b/i,
  },
  {
    id: "sustainability",
    tag: "sustainability",
    topic: "Sustainability",
    category: "Business",
    pattern: /\b(sustainab(le|ility)|climate|carbon|renewables?|circular economy)\b/i,
  },
];

const HASHTAG = /(?:^|[^\p{L}\p{N}_&])#([\p{L}][\p{L}\p{N}_]{1,39})/gu;

export type TopicPost = { id: number; authorId: number; content: string };
type Topic = { id: string; tag: string; topic: string; category: string };
export type TopicCount = {
  id: string;
  /** The tag whose feed (/topics/{tag}) the topic leads to, lowercase. */
  tag: string;
  topic: string;
  category: string;
  participantCount: number;
  posts: number;
};

const vocabularyByTag = new Map(TOPIC_VOCABULARY.map((entry) => [entry.tag, entry]));
const vocabularyTopic = (entry: (typeof TOPIC_VOCABULARY)[number]): Topic => ({
  id: entry.id,
  tag: entry.tag,
  topic: entry.topic,
  category: entry.category,
});

/** The topics of one post: vocabulary topics it mentions or tags, and its other hashtags. */
export function topicsOf(content: string): Topic[] {
  const found = new Map<string, Topic>();
  for (const entry of TOPIC_VOCABULARY) {
    if (entry.pattern.test(content)) found.set(entry.id, vocabularyTopic(entry));
  }
  for (const match of content.matchAll(HASHTAG)) {
    const written = match[1] as string;
    const tag = normalizeTag(written);
    const entry = vocabularyByTag.get(tag);
    const topic = entry
      ? vocabularyTopic(entry)
      : { id: `tag-${tag}`, tag, topic: `#${written}`, category: "Hashtag" };
    if (!found.has(topic.id)) found.set(topic.id, topic);
  }
  return [...found.values()];
}

/**
 * Topics ranked by how many distinct members took part (wrote or commented on a post about them),
 * then by how many posts mention them.
 */
export function rankTopics(
  posts: readonly TopicPost[],
  commentersByPost: ReadonlyMap<number, readonly number[]>,
  limit: number,
): TopicCount[] {
  const tally = new Map<string, Topic & { people: Set<number>; posts: number }>();
  for (const post of posts) {
    for (const topic of topicsOf(post.content)) {
      let entry = tally.get(topic.id);
      if (!entry) {
        entry = { ...topic, people: new Set(), posts: 0 };
        tally.set(topic.id, entry);
      }
      entry.posts += 1;
      entry.people.add(post.authorId);
      for (const commenter of commentersByPost.get(post.id) ?? []) entry.people.add(commenter);
    }
  }
  return [...tally.values()]
    .map(({ people, ...entry }) => ({ ...entry, participantCount: people.size }))
    .sort(
      (a, b) =>
        b.participantCount - a.participantCount || b.posts - a.posts || a.topic.localeCompare(b.topic),
    )
    .slice(0, limit);
}
