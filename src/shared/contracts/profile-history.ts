import { z } from "zod";
import { EARLIEST_YEAR, errorResponses, idParams, optionalText, requiredText } from "./common";
import { defineEndpoint } from "./endpoint";
import { feedAuthorSchema } from "./feed";

/** Issue 32: a member's work history and schools, edited on their own profile. */
export const EXPERIENCE_MAX = 30;
export const EDUCATION_MAX = 15;
export const HISTORY_TEXT_MAX = 100;
export const HISTORY_DESCRIPTION_MAX = 2000;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The current calendar month (UTC) as "YYYY-MM": no history entry may lie beyond it. */
export const currentMonth = (now = new Date()) => now.toISOString().slice(0, 7);

export const END_BEFORE_START = "The end must not be before the start";
export const IN_THE_FUTURE = "Must not be later than the current month";

const month = (label: string) =>
  z
    .string({ error: `${label} is required, as YYYY-MM` })
    .regex(MONTH, `${label} must be a month such as 2024-03`)
    .refine(
      (value) => Number(value.slice(0, 4)) >= EARLIEST_YEAR,
      `${label} must be ${EARLIEST_YEAR} or later`,
    )
    .refine((value) => value <= currentMonth(), IN_THE_FUTURE);

const experienceFields = {
  title: requiredText("Title", HISTORY_TEXT_MAX),
  company: requiredText("Company", HISTORY_TEXT_MAX),
  location: optionalText(HISTORY_TEXT_MAX),
  startMonth: month("Start month"),
  /** null or absent: the member's current role. */
  endMonth: month("End month").nullish(),
  description: optionalText(HISTORY_DESCRIPTION_MAX),
};

const endNotBeforeStart = <
  T extends { startMonth?: string | undefined; endMonth?: string | null | undefined },
>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.startMonth && value.endMonth && value.endMonth < value.startMonth)
    context.addIssue({ code: "custom", path: ["endMonth"], message: END_BEFORE_START });
};

/** POST /api/profile/experience */
export const createExperienceSchema = z.strictObject(experienceFields).superRefine(endNotBeforeStart);
export type CreateExperienceRequest = z.input<typeof createExperienceSchema>;

/** PATCH /api/profile/experience/{id}: any of the fields (the stored ones fill in the rest). */
export const updateExperienceSchema = z
  .strictObject({
    title: experienceFields.title.optional(),
    company: experienceFields.company.optional(),
    location: experienceFields.location,
    startMonth: experienceFields.startMonth.optional(),
    endMonth: experienceFields.endMonth,
    description: experienceFields.description,
  })
  .superRefine(endNotBeforeStart)
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change");
export type UpdateExperienceRequest = z.input<typeof updateExperienceSchema>;

const year = (label: string) =>
  z
    .number({ error: `${label} must be a year` })
    .int(`${label} must be a year`)
    .min(EARLIEST_YEAR, `${label} must be ${EARLIEST_YEAR} or later`)
    .nullish();

const educationFields = {
  school: requiredText("School", HISTORY_TEXT_MAX),
  degree: optionalText(HISTORY_TEXT_MAX),
  field: optionalText(HISTORY_TEXT_MAX),
  startYear: year("Start year").refine(
    (value) => value == null || value <= new Date().getUTCFullYear(),
    "Must not be later than the current year",
  ),
  /** An expected graduation may lie up to 10 years ahead. */
  endYear: year("End year").refine(
    (value) => value == null || value <= new Date().getUTCFullYear() + 10,
    "Must be at most 10 years ahead",
  ),
};

const endYearNotBeforeStart = <
  T extends { startYear?: number | null | undefined; endYear?: number | null | undefined },
>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.startYear != null && value.endYear != null && value.endYear < value.startYear)
    context.addIssue({ code: "custom", path: ["endYear"], message: END_BEFORE_START });
};

/** POST /api/profile/education */
export const createEducationSchema = z.strictObject(educationFields).superRefine(endYearNotBeforeStart);
export type CreateEducationRequest = z.input<typeof createEducationSchema>;

export const updateEducationSchema = z
  .strictObject({ ...educationFields, school: educationFields.school.optional() })
  .superRefine(endYearNotBeforeStart)
  .refine((value) => Object.keys(value).length > 0, "Send at least one field to change");
export type UpdateEducationRequest = z.input<typeof updateEducationSchema>;

export const historyIdParamsSchema = idParams("Entry id");

export const experienceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  description: z.string().nullable(),
  /** No end month: the member works there now. */
  isCurrent: z.boolean(),
});
export type Experience = z.input<typeof experienceSchema>;

export const educationSchema = z.object({
  id: z.number().int(),
  school: z.string(),
  degree: z.string().nullable(),
  field: z.string().nullable(),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
});
export type Education = z.input<typeof educationSchema>;

/** What GET /api/profile/{username} adds (issue 32): history, counts and, for a signed-in viewer, what the two share. */
export const profileNetworkFields = {
  experience: z.array(experienceSchema),
  education: z.array(educationSchema),
  connectionCount: z.number().int(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  /** Signed-in viewers only (false on one's own profile). */
  isFollowing: z.boolean().optional(),
  /** Signed-in viewers only: connections the two share, the first three named. */
  mutualConnections: z.object({ count: z.number().int(), members: z.array(feedAuthorSchema) }).optional(),
  /** Signed-in viewers only: companies in both members' experience ("You both worked at …"). */
  sharedCompanies: z.array(z.string()).optional(),
};

const historyTags = ["profiles"] as const;
const historyErrors = errorResponses(400, 401, 403, 404);

/** /api/profile/experience and /education: the signed-in member's own history (issue 32, decision 0018). */
export const profileHistoryEndpoints = {
  addExperience: defineEndpoint({
    method: "POST",
    path: "/api/profile/experience",
    operationId: "addExperience",
    summary: "Add a role to the signed-in member's experience",
    tags: historyTags,
    access: "member",
    body: createExperienceSchema,
    status: 201,
    response: experienceSchema,
    errors: historyErrors,
  }),
  updateExperience: defineEndpoint({
    method: "PATCH",
    path: "/api/profile/experience/:id",
    operationId: "updateExperience",
    summary: "Change one of the member's roles (the fields sent)",
    tags: historyTags,
    access: "member",
    params: historyIdParamsSchema,
    body: updateExperienceSchema,
    status: 200,
    response: experienceSchema,
    errors: historyErrors,
  }),
  deleteExperience: defineEndpoint({
    method: "DELETE",
    path: "/api/profile/experience/:id",
    operationId: "deleteExperience",
    summary: "Remove one of the member's roles",
    tags: historyTags,
    access: "member",
    params: historyIdParamsSchema,
    status: 204,
    response: z.null(),
    errors: historyErrors,
  }),
  addEducation: defineEndpoint({
    method: "POST",
    path: "/api/profile/education",
    operationId: "addEducation",
    summary: "Add a school to the signed-in member's education",
    tags: historyTags,
    access: "member",
    body: createEducationSchema,
    status: 201,
    response: educationSchema,
    errors: historyErrors,
  }),
  updateEducation: defineEndpoint({
    method: "PATCH",
    path: "/api/profile/education/:id",
    operationId: "updateEducation",
    summary: "Change one of the member's schools (the fields sent)",
    tags: historyTags,
    access: "member",
    params: historyIdParamsSchema,
    body: updateEducationSchema,
    status: 200,
    response: educationSchema,
    errors: historyErrors,
  }),
  deleteEducation: defineEndpoint({
    method: "DELETE",
    path: "/api/profile/education/:id",
    operationId: "deleteEducation",
    summary: "Remove one of the member's schools",
    tags: historyTags,
    access: "member",
    params: historyIdParamsSchema,
    status: 204,
    response: z.null(),
    errors: historyErrors,
  }),
};
