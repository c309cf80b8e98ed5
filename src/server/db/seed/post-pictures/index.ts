/**
 * Demo posts with pictures, and one whose link has its preview already stored (no network at seed
 * time). The pictures are committed WebP files (post-pictures-data.ts, made by the upload pipeline's
 * storeImage), written under UPLOAD_DIR with a random name as uploads are, and given to their posts
 * through post_images with alt text, as the composer does. Writing four small files keeps the first
 * start fast (decoding with sharp at seed time would cost more than the whole seed).
 */
import { topicTags } from "../../../../shared/rules/mentions-and-tags";
import { writeUploadedFile } from "../../../uploads/image-uploads";
import { postImages, postLinkPreviews, posts, postTags } from "../../schema";
import { buildPost, type Executor } from "../factories";
import type { SeedPostType } from "../posts";
import { SEED_PICTURES, type SeedPictureName } from "./post-pictures-data";

export type SeedPicturePost = {
  author: string;
  type: SeedPostType;
  hoursAgo: number;
  likes: number;
  comments: number;
  shares: number;
  content: string;
  pictures: { name: SeedPictureName; alt: string }[];
  /** The stored preview of the post's link, as a fetch would have stored it. */
  linkPreview?: { url: string; title: string; description: string; siteName: string };
};

export const SEED_PICTURE_POSTS: readonly SeedPicturePost[] = [
  {
    author: "nathan-brooks",
    type: "insight",
    hoursAgo: 4,
    likes: 41,
    comments: 9,
    shares: 6,
    content:
      "Five quarters since we started qualifying deals on what buyers did rather than what they said, and every quarter's pipeline beat the last. #growth",
    pictures: [
      {
        name: "growthChart",
        alt: "Bar chart of five quarters of qualified pipeline, each bar taller than the one before, with a rising trend line over them.",
      },
    ],
  },
  {
    author: "marcus-chen",
    type: "achievement",
    hoursAgo: 11,
    likes: 63,
    comments: 14,
    shares: 4,
    content:
      "Ledgerline has a new home downtown: room for the engineers we are #hiring and a view worth staying late for (we won't).",
    pictures: [
      {
        name: "skyline",
        alt: "Illustration of a city skyline at dusk, an orange sun behind the towers and lights on in the office windows.",
      },
    ],
  },
  {
    author: "isabella-rossi",
    type: "general",
    hoursAgo: 18,
    likes: 38,
    comments: 7,
    shares: 2,
    content:
      "Tonight's special, as promised: pappardelle with braised short rib. Book the private room for your end-of-year dinner.",
    pictures: [
      {
        name: "pastaPlate",
        alt: "Illustration of a plate of pappardelle with pieces of braised short rib and herbs, seen from above on a wooden table.",
      },
    ],
  },
  {
    author: "grace-liu",
    type: "insight",
    hoursAgo: 28,
    likes: 52,
    comments: 11,
    shares: 8,
    content:
      "Yesterday's #design workshop: seventeen ideas on the board, three prototypes to test next week, and the first test already moving the numbers.",
    pictures: [
      {
        name: "stickyNotes",
        alt: "Illustration of a whiteboard covered in rows of yellow, pink, green, blue and orange sticky notes.",
      },
      {
        name: "growthChart",
        alt: "Bar chart of five weekly results, each bar taller than the one before, with a rising trend line.",
      },
    ],
  },
  {
    author: "david-okafor",
    type: "insight",
    hoursAgo: 36,
    likes: 27,
    comments: 5,
    shares: 12,
    content:
      "Starting on security with a small team? NIST's framework is still the clearest map of what good looks like: https://www.nist.gov/cyberframework #cybersecurity",
    pictures: [],
    linkPreview: {
      url: "https://www.nist.gov/cyberframework",
      title: "Cybersecurity Framework | NIST",
      description:
        "Helping organizations to better understand and improve their management of cybersecurity risk.",
      siteName: "NIST",
    },
  },
];

/** Writes one picture under UPLOAD_DIR as the upload pipeline names its files: /uploads/<32 hex>.webp. */
async function writePicture(uploadDir: string, name: SeedPictureName) {
  const picture = SEED_PICTURES[name];
  const url = await writeUploadedFile({ uploadDir }, Buffer.from(picture.webp, "base64"));
  return { url, width: picture.width, height: picture.height };
}

/**
 * Inserts the picture posts, their pictures (files and rows) and the stored link preview; answers
 * the posts inserted.
 */
export async function seedPicturePosts(
  tx: Executor,
  id: (key: string) => number | undefined,
  now: Date,
  uploadDir: string,
) {
  const chosen = SEED_PICTURE_POSTS.flatMap((post) => {
    const userId = id(post.author);
    return userId === undefined ? [] : [{ post, userId }];
  });
  if (chosen.length === 0) return [];
  const inserted = await tx
    .insert(posts)
    .values(
      chosen.map(({ post, userId }) => {
        const createdAt = new Date(now.getTime() - post.hoursAgo * 60 * 60 * 1000);
        return buildPost({
          userId,
          type: post.type,
          content: post.content,
          likes: post.likes,
          comments: post.comments,
          shares: post.shares,
          createdAt,
          updatedAt: createdAt,
        });
      }),
    )
    .returning({ id: posts.id, content: posts.content, createdAt: posts.createdAt });
  const pictureRows = [];
  for (const [index, { post, userId }] of chosen.entries()) {
    const postId = inserted[index]?.id as number;
    for (const [position, picture] of post.pictures.entries()) {
      const stored = await writePicture(uploadDir, picture.name);
      pictureRows.push({ userId, postId, position, alt: picture.alt, ...stored });
    }
  }
  if (pictureRows.length > 0) await tx.insert(postImages).values(pictureRows);
  const previews = chosen.flatMap(({ post }, index) =>
    post.linkPreview
      ? [
          {
            postId: inserted[index]?.id as number,
            status: "ready" as const,
            image: null,
            ...post.linkPreview,
          },
        ]
      : [],
  );
  if (previews.length > 0) await tx.insert(postLinkPreviews).values(previews);
  return inserted;
}

/**
 * The `#topic` rows of seeded posts (post_tags), as a post made through the API stores them, so
 * trending topics and /topics/{tag} have demo posts.
 */
export async function tagSeededPosts(tx: Executor, rows: { id: number; content: string; createdAt: Date }[]) {
  const tags = rows.flatMap((row) =>
    topicTags(row.content).map((tag) => ({ postId: row.id, tag, createdAt: row.createdAt })),
  );
  if (tags.length > 0) await tx.insert(postTags).values(tags).onConflictDoNothing();
}
