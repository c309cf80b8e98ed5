import { createReadStream } from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  backupDownloadParamsSchema,
  backupFileResponseSchema,
  backupListSchema,
  emptyBackupBodySchema,
  INVALID_FILE_NAME_MESSAGE,
  restoreBackupRequestSchema,
  restoreBackupResponseSchema,
} from "../../../shared/contracts/backups";
import { errorResponseSchema } from "../../../shared/contracts/common";
import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database } from "../../db/client";
import { badRequest, notFound } from "../../http/app-error";
import { currentUser, requireAdmin } from "../../http/guards";
import { listBackupFiles, requireBackupFile } from "./backup-files";
import { readSignature, SIGNATURE_NOT_FOUND, signatureFileName } from "./backup-signing";
import { createBackup, createDataExport, restoreBackup } from "./backups.service";

type BackupRoutesOptions = { db: Database; config: Config };

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

/** /api/admin/backup: the Backup tab. Files live in config.backupDir; names are checked against the exact pattern. */
export const backupRoutes: FastifyPluginAsyncZod<BackupRoutesOptions> = async (app, { db, config }) => {
  const place = {
    key: config.backupSigningKey,
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    uploadDir: config.uploadDir,
  };
  app.post(
    "/create",
    {
      onRequest: requireAdmin,
      schema: { body: emptyBackupBodySchema, response: { 201: backupFileResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createBackup(db, place, currentUser(request))),
  );

  app.post(
    "/export",
    {
      onRequest: requireAdmin,
      schema: { body: emptyBackupBodySchema, response: { 201: backupFileResponseSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createDataExport(db, config.backupDir, currentUser(request))),
  );

  app.get(
    "/list",
    { onRequest: requireAdmin, schema: { response: { 200: backupListSchema, ...errors } } },
    async () => listBackupFiles(config.backupDir),
  );

  app.get(
    "/download/:fileName",
    {
      onRequest: requireAdmin,
      schema: { params: backupDownloadParamsSchema, response: { 404: errorResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      const file = await requireBackupFile(config.backupDir, fileName);
      // Backups hold every account's data: who downloaded which one is kept.
      await recordAdminAction(db, {
        adminId: currentUser(request).id,
        action: "backup.download",
        targetType: "backup",
        targetId: fileName,
      });
      // A full backup's signature travels with it: restoring needs its .sig beside it in BACKUP_DIR.
      const signature = fileName.endsWith(".gz") ? await readSignature(file.path) : null;
      if (signature) reply.header("x-backup-signature", signature);
      return (
        reply
          .header("content-type", fileName.endsWith(".gz") ? "application/gzip" : "application/json")
          .header("content-length", file.size)
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .header("cache-control", "no-store")
          // A file stream: no response schema applies to the 200 (it is not JSON).
          .send(createReadStream(file.path) as never)
      );
    },
  );

  // GET /signature/<backup>: the backup's .sig file, to keep with a downloaded backup (the tab offers both).
  app.get(
    "/signature/:fileName",
    {
      onRequest: requireAdmin,
      schema: { params: backupDownloadParamsSchema, response: { 404: errorResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      const file = await requireBackupFile(config.backupDir, fileName);
      const signature = await readSignature(file.path);
      if (!signature) throw notFound(SIGNATURE_NOT_FOUND);
      return (
        reply
          .header("content-type", "text/plain; charset=utf-8")
          .header("content-disposition", `attachment; filename="${signatureFileName(fileName)}"`)
          .header("cache-control", "no-store")
          // Plain text: no response schema applies to the 200.
          .send(`${signature}\n` as never)
      );
    },
  );

  // A name holding a slash (an absolute path, a path into another folder) is refused like any other bad name.
  app.get(
    "/download/*",
    { onRequest: requireAdmin, schema: { params: z.object({ "*": z.string() }), response: errors } },
    async () => {
      throw badRequest(INVALID_FILE_NAME_MESSAGE);
    },
  );

  app.post(
    "/restore",
    {
      onRequest: requireAdmin,
      schema: {
        body: restoreBackupRequestSchema,
        response: {
          200: restoreBackupResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => restoreBackup(db, place, currentUser(request), request.body.backupFileName),
  );
};
