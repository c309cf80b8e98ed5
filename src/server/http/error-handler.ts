import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorResponse } from "../../shared/contracts/common";
import type { DatabaseOutage } from "../db/database-outage";
import { findPgError, isConnectionError, UNIQUE_VIOLATION } from "../db/pg-errors";
import { AppError } from "./app-error";

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";
const DATABASE_UNAVAILABLE_MESSAGE =
  "The service is briefly unavailable: its database is not answering. Please try again in a few seconds.";
/** Seconds a client is asked to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own request errors, answered with a plain sentence. Wrong content types are 400 (the issue's rule). */
const FASTIFY_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 400,
    message: "Send the request body as JSON (Content-Type: application/json).",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: "The request body does not match its Content-Length.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: "The JSON request body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: "The request body is not valid JSON." },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: "The request body is too large." },
};

const DATA_ERROR_MESSAGE = "A value in the request is out of range or malformed.";
const CONFLICT_MESSAGE = "That conflicts with a record that already exists.";
const CONSTRAINT_MESSAGE = "The request refers to a record that does not exist or breaks a rule of the data.";

/**
 * A database error the input caused, which a service did not answer itself: PostgreSQL class 22
 * (data exception, e.g. a date out of range) is a 400, class 23 (integrity constraint) a 409 for a
 * duplicate and a 400 otherwise. Never a 500, and no stack trace in the log.
 */
function databaseInputError(error: unknown): { status: number; message: string; code: string } | null {
  const pgError = findPgError(error);
  if (!pgError) return null;
  if (pgError.code.startsWith("22")) return { status: 400, message: DATA_ERROR_MESSAGE, code: pgError.code };
  if (pgError.code === UNIQUE_VIOLATION)
    return { status: 409, message: CONFLICT_MESSAGE, code: pgError.code };
  if (pgError.code.startsWith("23")) return { status: 400, message: CONSTRAINT_MESSAGE, code: pgError.code };
  return null;
}

function describePath(path: string): string {
  return path.replace(/^\//, "").replaceAll("/", ".");
}

/** The 404 message of a path nothing answers: an unknown API endpoint, or any other missing thing. */
export function notFoundMessage(urlPath: string) {
  return urlPath === "/api" || urlPath.startsWith("/api/") ? "No such API endpoint." : "Not found.";
}

/**
 * Fastify's `frameworkErrors`: a malformed path is a 400; one longer than any route parameter can be
 * is the same 404 as any path nothing answers (the built client's catch-all answers those first).
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    const message = notFoundMessage(request.url.split("?")[0] ?? "");
    return reply.status(404).send({ message } satisfies ErrorResponse);
  }
  return reply.status(400).send({ message: "The address is not valid." } satisfies ErrorResponse);
}

/**
 * What an unexpected error may put in the log: its type, message and stack, and its causes' codes and
 * messages, but never a query's parameters (members' personal data). Drizzle's error message carries
 * the SQL and its parameters; the SQL text stays (it names the failing query), the parameters go.
 */
export function errorForLog(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null))
    return { message: String(error) };
  const { name, message, stack, code, cause, query, params } = error as Error & {
    code?: unknown;
    query?: unknown;
    params?: unknown;
  };
  const isQueryError = typeof query === "string" && params !== undefined;
  const safeMessage = isQueryError ? `Failed query: ${query}` : String(message ?? "");
  // The stack's first lines repeat the message (with the parameters): keep only its "at ..." lines.
  const frames = typeof stack === "string" ? stack.split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return {
    type: name,
    message: safeMessage,
    ...(typeof code === "string" ? { code } : {}),
    ...(frames.length > 0 ? { stack: frames.join("\n") } : {}),
    ...(cause && depth < 4 ? { cause: errorForLog(cause, depth + 1) } : {}),
  };
}

type ErrorHandlerOptions = { outage?: DatabaseOutage };

export function registerErrorHandler(app: FastifyInstance, { outage }: ErrorHandlerOptions = {}) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: describePath(issue.instancePath),
        message: issue.message ?? "Invalid value",
      }));
      const message = issues
        .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
        .join("; ");
      return reply.status(400).send({ message, issues } satisfies ErrorResponse);
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message } satisfies ErrorResponse);
    }
    const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message } satisfies ErrorResponse);
    // JSON.parse failures surface as a SyntaxError with status 400.
    if (error instanceof SyntaxError || (error.statusCode === 400 && error.message.includes("JSON"))) {
      return reply
        .status(400)
        .send({ message: "The request body is not valid JSON." } satisfies ErrorResponse);
    }
    // The database is unreachable (refused, reset, shutting down, no connection in time): a 503 the
    // client may retry, logged once per outage (db/database-outage.ts), not once per request.
    if (isConnectionError(error)) {
      if (outage) outage.report(error);
      else request.log.warn({ error: errorForLog(error) }, "the database is not answering");
      return reply
        .status(503)
        .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ErrorResponse);
    }
    const fromDatabase = databaseInputError(error);
    if (fromDatabase) {
      request.log.info({ sqlState: fromDatabase.code }, "request refused by a database rule");
      return reply
        .status(fromDatabase.status)
        .send({ message: fromDatabase.message } satisfies ErrorResponse);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message } satisfies ErrorResponse);
    }
    request.log.error({ error: errorForLog(error) }, "request failed");
    return reply.status(500).send({ message: INTERNAL_MESSAGE } satisfies ErrorResponse);
  });
}
