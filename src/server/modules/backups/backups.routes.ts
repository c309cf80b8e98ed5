import { createReadStream } from "node:fs";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { backupEndpoints as endpoints, INVALID_FILE_NAME_MESSAGE } from "../../../shared/contracts/backups";
import { errorResponses } from "../../../shared/contracts/common";
import type { Config } from "../../config";
import { recordAdminAction } from "../../db/audit-log";
import type { Database } from "../../db/client";
import { badRequest, notFound } from "../../http/app-error";
import { route } from "../../http/endpoint-route";
import { currentUser, requireAdmin } from "../../http/guards";
import { listBackupFiles, requireBackupFile } from "./backup-files";
import { readBackupJob } from "./backup-progress";
import { readSignature, SIGNATURE_NOT_FOUND, signatureFileName } from "./backup-signing";
import { createBackup, createDataExport, restoreBackup } from "./backups.service";

type BackupRoutesOptions = { db: Database; config: Config };

/** /api/admin/backup: the Backup tab. Files live in config.backupDir; names are checked against the exact pattern. */
export const backupRoutes: FastifyPluginAsyncZod<BackupRoutesOptions> = async (app, { db, config }) => {
  const place = {
    key: config.backupSigningKey,
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    uploadDir: config.uploadDir,
  };
  route(app, endpoints.createBackup, {
    onRequest: requireAdmin,
    handler: async (request) => createBackup(db, place, currentUser(request), request.body?.jobId),
  });

  route(app, endpoints.createDataExport, {
    onRequest: requireAdmin,
    handler: async (request) =>
      createDataExport(db, config.backupDir, currentUser(request), request.body?.jobId),
  });

  route(app, endpoints.listBackups, {
    onRequest: requireAdmin,
    handler: async () => listBackupFiles(config.backupDir),
  });

  route(app, endpoints.downloadBackup, {
    onRequest: requireAdmin,
    handler: async (request, reply) => {
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
          // A file stream: Fastify sends it as it is, the response schema does not apply.
          .send(createReadStream(file.path))
      );
    },
  });

  // GET /signature/<backup>: the backup's .sig file, to keep with a downloaded backup (the tab offers both).
  route(app, endpoints.downloadBackupSignature, {
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const { fileName } = request.params;
      const file = await requireBackupFile(config.backupDir, fileName);
      const signature = await readSignature(file.path);
      if (!signature) throw notFound(SIGNATURE_NOT_FOUND);
      return (
        reply
          .header("content-type", "text/plain; charset=utf-8")
          .header("content-disposition", `attachment; filename="${signatureFileName(fileName)}"`)
          .header("cache-control", "no-store")
          // Plain text with its own content type: sent as it is, not serialized as JSON.
          .send(`${signature}\n`)
      );
    },
  });

  // A name holding a slash (an absolute path, a path into another folder) is refused like any other
  // bad name. Not an endpoint (the document hides it): it only answers what /download/:fileName cannot match.
  app.get(
    "/download/*",
    {
      onRequest: requireAdmin,
      schema: { params: z.object({ "*": z.string() }), response: errorResponses(400, 401, 403) },
    },
    async () => {
      throw badRequest(INVALID_FILE_NAME_MESSAGE);
    },
  );

  // GET /jobs/<id>: how far a backup, export or restore started with this jobId is (the page polls it).
  route(app, endpoints.getBackupJob, {
    onRequest: requireAdmin,
    handler: async (request) => readBackupJob(config.backupDir, request.params.id),
  });

  route(app, endpoints.restoreBackup, {
    onRequest: requireAdmin,
    handler: async (request) =>
      restoreBackup(db, place, currentUser(request), request.body.backupFileName, request.body.jobId),
  });
};
