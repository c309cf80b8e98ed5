import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { UPLOADS_URL_PREFIX } from "./image-uploads";

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves the stored images at /uploads/<name>.webp. Names are random and never reused (a new picture
 * gets a new name), so each file is cached for a year as immutable.
 */
export async function registerUploadServing(app: FastifyInstance, config: Pick<Config, "uploadDir">) {
  mkdirSync(config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploadDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: "deny",
    allowedPath: (pathName) => /^\/[0-9a-f]{32}\.webp$/.test(pathName),
    setHeaders(reply) {
      reply.header("Cache-Control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    },
  });
}
