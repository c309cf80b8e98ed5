import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../../shared/contracts/common";
import {
  createEducationSchema,
  createExperienceSchema,
  educationSchema,
  experienceSchema,
  historyIdParamsSchema,
  updateEducationSchema,
  updateExperienceSchema,
} from "../../../shared/contracts/profile-history";
import type { Database } from "../../db/client";
import { currentUser, requireUser } from "../../http/guards";
import {
  addEducation,
  addExperience,
  deleteEducation,
  deleteExperience,
  updateEducation,
  updateExperience,
} from "./profile-history.service";

type ProfileHistoryRoutesOptions = { db: Database };

const errors = errorResponses(400, 401, 403, 404);

/** Under /api/profile: the signed-in member's own experience and education (issue 32). */
export const profileHistoryRoutes: FastifyPluginAsyncZod<ProfileHistoryRoutesOptions> = async (
  app,
  { db },
) => {
  app.post(
    "/experience",
    {
      schema: { body: createExperienceSchema, response: { 201: experienceSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await addExperience(db, currentUser(request).id, request.body)),
  );
  app.patch(
    "/experience/:id",
    {
      schema: {
        params: historyIdParamsSchema,
        body: updateExperienceSchema,
        response: { 200: experienceSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => updateExperience(db, currentUser(request).id, request.params.id, request.body),
  );
  app.delete(
    "/experience/:id",
    {
      schema: { params: historyIdParamsSchema, response: { 204: z.null(), ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await deleteExperience(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/education",
    {
      schema: { body: createEducationSchema, response: { 201: educationSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) =>
      reply.status(201).send(await addEducation(db, currentUser(request).id, request.body)),
  );
  app.patch(
    "/education/:id",
    {
      schema: {
        params: historyIdParamsSchema,
        body: updateEducationSchema,
        response: { 200: educationSchema, ...errors },
      },
      onRequest: requireUser,
    },
    async (request) => updateEducation(db, currentUser(request).id, request.params.id, request.body),
  );
  app.delete(
    "/education/:id",
    {
      schema: { params: historyIdParamsSchema, response: { 204: z.null(), ...errors } },
      onRequest: requireUser,
    },
    async (request, reply) => {
      await deleteEducation(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
