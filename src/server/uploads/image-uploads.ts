/**
 * Image uploads: the one way the server accepts a picture (profile photos, business logos and covers,
 * pictures in posts).
 *
 *   export const photoRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (app, { config }) => {
 *     await registerImageUploads(app);                    // multipart/form-data, for this plugin only
 *     app.post("/avatar", { onRequest: requireUser }, async (request) => {
 *       const image = await receiveImage(request, config, { maxWidth: 512 });  // field "file"
 *       // ... save image.url on the row, then: await removeUploadedImage(config, previousUrl);
 *     });
 *   };
 *
 * - `receiveImage` reads the multipart field `file` (at most 5 MB, else 413), decodes it with sharp
 *   (PNG, JPEG or WebP, else 415; more than 40 million pixels, e.g. a 30,000 × 30,000 decompression
 *   bomb, is refused from its header with 400 before any pixel is decoded), applies the EXIF
 *   rotation, shrinks it to `maxWidth` (and `maxHeight`, default 4 × maxWidth), re-encodes it as WebP
 *   without any metadata (GPS, camera, comments), and stores it under UPLOAD_DIR with a random name.
 *   The name the browser sent is never used. Returns `{ url: "/uploads/<32 hex>.webp", width, height }`.
 * - `removeUploadedImage(config, url)` deletes a file stored by receiveImage (any other value, such as
 *   an external URL or null, is left alone): call it after the row points at the new image.
 * - `registerUploadServing(app, config)` (in app.ts) serves `/uploads/*` with a year-long immutable cache.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { OutputInfo, default as Sharp } from "sharp";
import type { Config } from "../config";
import { AppError, badRequest } from "../http/app-error";

/** The largest file accepted, in bytes (5 MB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Images with more pixels than this are refused from their header, before decoding. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const UPLOADS_URL_PREFIX = "/uploads/";
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;
const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);
const WEBP_QUALITY = 82;

// Process-wide: the sharp module, imported once (no config).
let loadedSharp: Promise<typeof Sharp> | undefined;
/** sharp, loaded at the first upload (start-up does not pay for its native library). */
function loadSharp(): Promise<typeof Sharp> {
  loadedSharp ??= import("sharp").then(({ default: sharp }) => {
    // Decoding is memory-hungry: one image at a time per process, and no cache of decoded images.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

export type StoredImage = { url: string; width: number; height: number };
export type ImageSize = { maxWidth: number; maxHeight?: number };

/** Accepts multipart/form-data (one file, no other fields needed) in the calling plugin only. */
export async function registerImageUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
}

const notAnImage = () =>
  new AppError(
    "unsupported_media_type",
    "The file is not an image Netwise accepts: upload a PNG, JPEG or WebP.",
  );
const tooLarge = () => new AppError("payload_too_large", "The image is larger than 5 MB.");

/** Reads the `file` field of a multipart request; see the top of this file. */
export async function receiveImage(
  request: FastifyRequest,
  config: Pick<Config, "uploadDir">,
  size: ImageSize,
): Promise<StoredImage> {
  if (!request.isMultipart()) {
    throw new AppError(
      "unsupported_media_type",
      "Send the image as multipart/form-data with a field named file.",
    );
  }
  let input: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file" || input) {
        part.file.resume();
        continue;
      }
      input = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw badRequest("Send one image in a field named file.");
    throw error;
  }
  if (!input || input.length === 0) throw badRequest("Choose an image to upload (a field named file).");
  return storeImage(input, config, size);
}

/** Decodes, checks, shrinks and re-encodes `input`, then writes it under UPLOAD_DIR. */
export async function storeImage(
  input: Buffer,
  config: Pick<Config, "uploadDir">,
  { maxWidth, maxHeight = maxWidth * 4 }: ImageSize,
): Promise<StoredImage> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    if (isPixelLimitError(error)) throw pixelLimit();
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
      .rotate()
      .resize({ width: maxWidth, height: maxHeight, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (isPixelLimitError(error)) throw pixelLimit();
    throw badRequest("The image could not be read: it may be damaged or incomplete.");
  }

  const url = await writeUploadedFile(config, output.data);
  return { url, width: output.info.width, height: output.info.height };
}

/** Writes an already-encoded WebP under UPLOAD_DIR with a new random name; answers its /uploads/ address. */
export async function writeUploadedFile(config: Pick<Config, "uploadDir">, data: Buffer) {
  const name = `${randomBytes(16).toString("hex")}.webp`;
  await mkdir(config.uploadDir, { recursive: true });
  // Written under a temporary name, then renamed: a reader never sees half a file.
  const finalPath = path.join(config.uploadDir, name);
  const partialPath = `${finalPath}.partial`;
  await writeFile(partialPath, data);
  await rename(partialPath, finalPath);
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** A copy of the stored image behind `url` under a new name (its own file to delete); null when it is gone. */
export async function copyUploadedImage(config: Pick<Config, "uploadDir">, url: string | null | undefined) {
  const source = uploadedFilePath(config, url);
  if (!source) return null;
  try {
    return await writeUploadedFile(config, await readFile(source));
  } catch {
    return null;
  }
}

/** The stored file behind `url` when it is one of ours (a /uploads/<random>.webp address), else null. */
export function uploadedFilePath(config: Pick<Config, "uploadDir">, url: string | null | undefined) {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return STORED_NAME.test(name) ? path.join(config.uploadDir, name) : null;
}

/** Deletes the stored image behind `url`; anything that is not an upload of ours is left alone. */
export async function removeUploadedImage(config: Pick<Config, "uploadDir">, url: string | null | undefined) {
  const filePath = uploadedFilePath(config, url);
  if (!filePath) return;
  await unlink(filePath).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

const pixelLimit = () =>
  badRequest(`The image has too many pixels (at most ${MAX_INPUT_PIXELS.toLocaleString("en-US")}).`);
