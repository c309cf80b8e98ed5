import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { postImages, posts } from "../db/schema";
import { isModerator } from "../http/guards";
import type { SessionStore } from "../http/sessions";
import { UPLOADS_URL_PREFIX } from "./image-uploads";

const ONE_YEAR_SECONDS = 31_536_000;
const UPLOAD_NAME = /^[0-9a-f]{32}\.webp$/;

/** The author of the unpublished post (hidden by a moderator, or held for review) showing this picture. */
async function withheldPictureAuthor(db: Database, url: string): Promise<number | null> {
  const [row] = await db
    .select({ authorId: posts.userId })
    .from(postImages)
    .innerJoin(posts, eq(posts.id, postImages.postId))
    .where(and(eq(postImages.url, url), eq(posts.isPublished, false)))
    .limit(1);
  return row?.authorId ?? null;
}

/**
 * Serves the stored images at /uploads/<name>.webp. Names are random and never reused (a new picture
 * gets a new name), so each file is cached for a year as immutable. The pictures of a post that is
 * not published (a moderator hid it, or it waits for approval) are withheld like the post: only its
 * author and moderators get them, never cached, and everyone else the 404 of a missing file (a copy
 * a browser cached while the post was public stays in that browser: docs/security.md).
 */
export async function registerUploadServing(
  app: FastifyInstance,
  { config, db, sessions }: { config: Pick<Config, "uploadDir">; db: Database; sessions: SessionStore },
) {
  mkdirSync(config.uploadDir, { recursive: true });
  const privateAnswers = new WeakSet<FastifyRequest>();
  await app.register(async (uploads) => {
    uploads.addHook("onRequest", async (request, reply) => {
      const name = request.url.slice(UPLOADS_URL_PREFIX.length).split("?")[0] ?? "";
      if (!UPLOAD_NAME.test(name)) return;
      const authorId = await withheldPictureAuthor(db, `${UPLOADS_URL_PREFIX}${name}`);
      if (authorId === null) return;
      const viewer = await sessions.resolve(request.cookies.netwise_session);
      if (viewer && (viewer.id === authorId || isModerator(viewer))) {
        privateAnswers.add(request);
        return;
      }
      return reply.callNotFound();
    });
    uploads.addHook("onSend", async (request, reply) => {
      if (privateAnswers.has(request)) reply.header("Cache-Control", "private, no-store");
    });
    await uploads.register(fastifyStatic, {
      root: config.uploadDir,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: "deny",
      allowedPath: (pathName) => UPLOAD_NAME.test(pathName.slice(1)),
      setHeaders(reply) {
        reply.header("Cache-Control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      },
    });
  });
}
