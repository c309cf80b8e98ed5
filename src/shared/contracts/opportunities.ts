import { z } from "zod";
import {
  cursorPage,
  cursorParam,
  errorResponses,
  idParams,
  isoDateTime,
  optionalText,
  pageLimit,
  requiredText,
  textListSchema,
} from "./common";
import { defineEndpoint } from "./endpoint";

export const OPPORTUNITY_TYPES = [
  "job",
  "project",
  "contract",
  "partnership",
  "speaking",
  "volunteer",
] as const;
export type OpportunityType = (typeof OPPORTUNITY_TYPES)[number];

export const OPPORTUNITY_CATEGORIES = [
  "Technology",
  "Marketing",
  "Sales",
  "Finance",
  "Healthcare",
  "Education",
  "Security",
  "Design",
  "Consulting",
  "Food & Beverage",
  "Other",
] as const;

export const OPPORTUNITY_LIMITS = {
  title: 120,
  description: 2000,
  shortText: 200,
  budget: 100,
  timeline: 100,
  skill: 60,
  skills: 15,
  note: 1000,
} as const;

/** A posted opportunity stays open this long. */
export const OPPORTUNITY_LIFETIME_DAYS = 60;
export const OPPORTUNITIES_PAGE_DEFAULT = 10;
export const OPPORTUNITIES_PAGE_MAX = 50;
/** Ranking by fit looks at this many of the newest open opportunities (an index range, never the table); older ones are not listed. */
export const OPPORTUNITY_FIT_WINDOW = 500;

export const opportunityIdParamsSchema = idParams("Opportunity id");

export const opportunityListQuerySchema = z.strictObject({
  limit: pageLimit(OPPORTUNITIES_PAGE_DEFAULT, OPPORTUNITIES_PAGE_MAX),
  cursor: cursorParam,
});

export const createOpportunityRequestSchema = z.strictObject({
  title: requiredText("Title", OPPORTUNITY_LIMITS.title),
  description: requiredText("Description", OPPORTUNITY_LIMITS.description),
  type: z.enum(OPPORTUNITY_TYPES, { error: "Choose a type" }),
  category: z.enum(OPPORTUNITY_CATEGORIES, { error: "Choose a category" }),
  company: optionalText(OPPORTUNITY_LIMITS.shortText),
  location: optionalText(OPPORTUNITY_LIMITS.shortText),
  remoteOption: z.boolean().default(false),
  budget: optionalText(OPPORTUNITY_LIMITS.budget),
  timeline: optionalText(OPPORTUNITY_LIMITS.timeline),
  skillsNeeded: textListSchema(OPPORTUNITY_LIMITS.skill, OPPORTUNITY_LIMITS.skills)
    .transform((skills) => skills.filter((skill) => skill.length > 0))
    .default([]),
});
export type CreateOpportunityRequest = z.input<typeof createOpportunityRequestSchema>;
export type CreateOpportunityParsed = z.output<typeof createOpportunityRequestSchema>;

export const applyRequestSchema = z.strictObject({
  note: optionalText(OPPORTUNITY_LIMITS.note),
});
export type ApplyRequest = z.input<typeof applyRequestSchema>;

export const opportunityPosterSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
});

/** One opportunity of GET /api/opportunities/detailed, as the signed-in member sees it. */
export const opportunitySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  /** A short line: company • location or Remote • budget. */
  details: z.string(),
  type: z.string(),
  category: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  remoteOption: z.boolean(),
  budget: z.string().nullable(),
  timeline: z.string().nullable(),
  skillsNeeded: z.array(z.string()),
  postedAt: isoDateTime,
  postedBy: opportunityPosterSchema.nullable(),
  isSaved: z.boolean(),
  hasApplied: z.boolean(),
  /** Whether it fits what the member offers, by meaning, and can be done where they are (issue 29). */
  matchesProfile: z.boolean(),
  /** What of the member's offers it fits ("Fits your UX design offer"), only when that is true; else null. */
  matchReason: z.string().nullable(),
});
export type Opportunity = z.input<typeof opportunitySchema>;

export const opportunityListSchema = cursorPage("opportunities", opportunitySchema);
export type OpportunityList = z.input<typeof opportunityListSchema>;

export const savedStateSchema = z.object({ id: z.number().int(), isSaved: z.boolean() });

export const applicationSchema = z.object({
  opportunityId: z.number().int(),
  hasApplied: z.literal(true),
  /** The message sent to the poster, or null when the opportunity has no poster. */
  messageId: z.number().int().nullable(),
  appliedAt: isoDateTime,
});

const opportunityTags = ["opportunities"] as const;
/** A PUT that takes no body (an empty object or none at all). */
const noBody = z.strictObject({}).nullish();

/** /api/opportunities: the Opportunities tab of the signed-in member (decision 0018). */
export const opportunitiesEndpoints = {
  listOpportunities: defineEndpoint({
    method: "GET",
    path: "/api/opportunities/detailed",
    operationId: "listOpportunities",
    summary:
      "Open opportunities, those that fit what the member offers first (closest first), with whether they saved or applied",
    tags: opportunityTags,
    access: "member",
    query: opportunityListQuerySchema,
    status: 200,
    response: opportunityListSchema,
    errors: errorResponses(400, 401, 403),
    list: "opportunities",
  }),
  createOpportunity: defineEndpoint({
    method: "POST",
    path: "/api/opportunities",
    operationId: "createOpportunity",
    summary: "Post an opportunity (a verified e-mail address is needed); it stays open 60 days",
    tags: opportunityTags,
    access: "member",
    body: createOpportunityRequestSchema,
    status: 201,
    response: opportunitySchema,
    errors: errorResponses(400, 401, 403),
  }),
  saveOpportunity: defineEndpoint({
    method: "PUT",
    path: "/api/opportunities/:id/save",
    operationId: "saveOpportunity",
    summary: "Save an opportunity for later",
    tags: opportunityTags,
    access: "member",
    params: opportunityIdParamsSchema,
    body: noBody,
    status: 200,
    response: savedStateSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  unsaveOpportunity: defineEndpoint({
    method: "DELETE",
    path: "/api/opportunities/:id/save",
    operationId: "unsaveOpportunity",
    summary: "Take an opportunity off the saved ones",
    tags: opportunityTags,
    access: "member",
    params: opportunityIdParamsSchema,
    status: 200,
    response: savedStateSchema,
    errors: errorResponses(400, 401, 403, 404),
  }),
  applyToOpportunity: defineEndpoint({
    method: "POST",
    path: "/api/opportunities/:id/apply",
    operationId: "applyToOpportunity",
    summary:
      "Apply to an opportunity (a verified e-mail address is needed): the poster gets the note as a message",
    tags: opportunityTags,
    access: "member",
    params: opportunityIdParamsSchema,
    body: applyRequestSchema,
    status: 201,
    response: applicationSchema,
    errors: errorResponses(400, 401, 403, 404, 409),
  }),
};
