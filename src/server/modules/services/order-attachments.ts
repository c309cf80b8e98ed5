import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ORDER_ATTACHMENT_MAX_BYTES } from "../../../shared/contracts/service-orders";
import type { Database } from "../../db/client";
import { serviceOrderAttachments } from "../../db/schema";
import { AppError, badRequest } from "../../http/app-error";
import type { SessionUser } from "../../http/sessions";
import { MAX_INPUT_PIXELS } from "../../uploads/image-uploads";
import { attachmentUrl } from "./order-messages.service";
import { orderForViewer } from "./order-page.service";

/** The widest image kept in a thread; larger ones are shrunk. */
const MAX_IMAGE_WIDTH = 2400;
const IMAGE_FORMATS = new Set(["png", "jpeg", "webp"]);

/** Multipart for the thread's files: one file of at most 10 MB, in the calling plugin only. */
export async function registerOrderAttachmentUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: ORDER_ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
}

const unsupported = () =>
  new AppError("unsupported_media_type", "Attach an image (PNG, JPEG or WebP) or a PDF.");

/** Reads the `file` field: at most 10 MB (else 413), an image or a PDF by its content (else 415). */
async function readFile(request: FastifyRequest): Promise<{ data: Buffer; fileName: string }> {
  if (!request.isMultipart())
    throw new AppError(
      "unsupported_media_type",
      "Send the file as multipart/form-data with a field named file.",
    );
  let input: { data: Buffer; fileName: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "file" || input) {
        part.file.resume();
        continue;
      }
      input = { data: await part.toBuffer(), fileName: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("payload_too_large", "The file is larger than 10 MB.");
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw badRequest("Send one file in a field named file.");
    throw error;
  }
  if (!input || input.data.length === 0) throw badRequest("Choose a file to attach (a field named file).");
  return input;
}

/** A safe name to offer on download: the sender's base name, printable characters only. */
function cleanName(name: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .replace(/[^\w .()-]+/g, "")
    .trim()
    .slice(0, 100);
  return `${base || "file"}.${extension}`;
}

/**
 * An image is decoded and re-encoded as WebP without metadata, as the image pipeline does
 * (uploads/image-uploads.ts); a PDF is kept as sent once its signature is checked. Both are stored in
 * the database, readable by the buyer and admins only.
 */
async function prepare(input: { data: Buffer; fileName: string }) {
  if (input.data.subarray(0, 5).toString("latin1") === "%PDF-") {
    return { data: input.data, contentType: "application/pdf", fileName: cleanName(input.fileName, "pdf") };
  }
  const { default: sharp } = await import("sharp");
  let format: string | undefined;
  try {
    ({ format } = await sharp(input.data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw unsupported();
  }
  if (!format || !IMAGE_FORMATS.has(format)) throw unsupported();
  try {
    const data = await sharp(input.data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "truncated" })
      .rotate()
      .resize({
        width: MAX_IMAGE_WIDTH,
        height: MAX_IMAGE_WIDTH * 4,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer();
    return { data, contentType: "image/webp", fileName: cleanName(input.fileName, "webp") };
  } catch {
    throw badRequest("The image could not be read: it may be damaged or incomplete.");
  }
}

/** POST /api/services/orders/{id}/attachments: a file for the next message of the thread. */
export async function receiveOrderAttachment(
  db: Database,
  request: FastifyRequest,
  uploader: SessionUser,
  orderId: number,
) {
  await orderForViewer(db, uploader, orderId);
  const file = await prepare(await readFile(request));
  const [row] = await db
    .insert(serviceOrderAttachments)
    .values({ orderId, uploaderId: uploader.id, size: file.data.length, ...file })
    .returning({
      id: serviceOrderAttachments.id,
      fileName: serviceOrderAttachments.fileName,
      contentType: serviceOrderAttachments.contentType,
      size: serviceOrderAttachments.size,
    });
  if (!row) throw new Error("Insert returned no attachment");
  return { ...row, url: attachmentUrl(orderId, row.id) };
}
