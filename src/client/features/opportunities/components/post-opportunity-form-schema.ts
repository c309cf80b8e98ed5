import { createOpportunityRequestSchema, OPPORTUNITY_LIMITS } from "@shared/contracts/opportunities";
import { z } from "zod";

/** The API's schema with skills typed as one comma-separated line (split by the shared skills rule). */
export const postOpportunityFormSchema = createOpportunityRequestSchema.omit({ skillsNeeded: true }).extend({
  skillsText: z
    .string()
    .max(OPPORTUNITY_LIMITS.skills * (OPPORTUNITY_LIMITS.skill + 2), "Too many skills")
    .refine((text) => text.split(",").filter((skill) => skill.trim()).length <= OPPORTUNITY_LIMITS.skills, {
      message: `At most ${OPPORTUNITY_LIMITS.skills} skills`,
    })
    .refine((text) => text.split(",").every((skill) => skill.trim().length <= OPPORTUNITY_LIMITS.skill), {
      message: `Each skill at most ${OPPORTUNITY_LIMITS.skill} characters`,
    }),
});

export type PostOpportunityFormValues = z.input<typeof postOpportunityFormSchema>;

export const EMPTY_OPPORTUNITY_FORM: PostOpportunityFormValues = {
  title: "",
  description: "",
  type: "project",
  category: "Technology",
  company: "",
  location: "",
  remoteOption: false,
  budget: "",
  timeline: "",
  skillsText: "",
};
