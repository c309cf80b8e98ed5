import { z } from "zod";
import { httpUrl, idParam, optionalText, safeText } from "../contracts/common";
import {
  BUSINESS_CATEGORIES,
  BUSINESS_DESCRIPTION_MIN_LENGTH,
  BUSINESS_INDUSTRIES,
  DEFAULT_BUSINESS_COUNTRY,
  EMPLOYEE_COUNTS,
  YEAR_ESTABLISHED_MIN,
} from "./directory";

/** The business form's messages (docs/product.md, Rules). */
export const BUSINESS_MESSAGES = {
  nameRequired: "Business name is required",
  descriptionTooShort: `Description must be at least ${BUSINESS_DESCRIPTION_MIN_LENGTH} characters`,
  industryRequired: "Industry is required",
  categoryRequired: "Category is required",
  ownerRequired: "Owner ID is required",
  invalidUrl: "Please enter a valid URL (http:// or https://)",
  invalidEmail: "Please enter a valid email address",
  invalidEmployeeCount: `Employee count must be one of: ${EMPLOYEE_COUNTS.join(", ")}`,
} as const;

export function yearEstablishedMessage(now = new Date()): string {
  return `Year established must be between ${YEAR_ESTABLISHED_MIN} and ${now.getFullYear()}`;
}

export const BUSINESS_LIMITS = {
  name: 120,
  description: 5000,
  shortDescription: 300,
  text: 200,
  phone: 40,
  zipCode: 20,
  listItem: 80,
  services: 20,
  tags: 20,
} as const;

/** An http(s) URL or empty (stored as null), with the form's message. */
function urlField() {
  return z
    .string({ error: BUSINESS_MESSAGES.invalidUrl })
    .trim()
    .refine((value) => value === "" || httpUrl.safeParse(value).success, BUSINESS_MESSAGES.invalidUrl)
    .pipe(safeText(2048))
    .transform((value) => (value === "" ? null : value))
    .nullish();
}
const emailField = z
  .string({ error: BUSINESS_MESSAGES.invalidEmail })
  .trim()
  .refine((value) => value === "" || z.email().safeParse(value).success, BUSINESS_MESSAGES.invalidEmail)
  .pipe(safeText(254))
  .transform((value) => (value === "" ? null : value.toLowerCase()))
  .nullish();

/** A number from 1800 to the current year; empty means not given. Form inputs send text. */
const yearEstablishedField = z.preprocess(
  (value) => {
    if (value === "" || value === undefined) return null;
    if (typeof value === "string") return Number(value.trim());
    return value;
  },
  z
    .number({ error: () => yearEstablishedMessage() })
    .int({ error: () => yearEstablishedMessage() })
    .refine((year) => year >= YEAR_ESTABLISHED_MIN && year <= new Date().getFullYear(), {
      error: () => yearEstablishedMessage(),
    })
    .nullable(),
);

const listField = (label: string, max: number) =>
  z
    .array(z.string().trim().min(1, `${label} must not be empty`).pipe(safeText(BUSINESS_LIMITS.listItem)), {
      error: `${label} must be a list`,
    })
    .max(max, `At most ${max} ${label.toLowerCase()}`);

/**
 * The business form fields shared by the member's create and edit form and the admin dialogs.
 * Everything but name, description, industry and category may be left empty.
 */
export const businessFormFields = {
  name: z
    .string({ error: BUSINESS_MESSAGES.nameRequired })
    .trim()
    .min(1, BUSINESS_MESSAGES.nameRequired)
    .pipe(safeText(BUSINESS_LIMITS.name)),
  description: z
    .string({ error: BUSINESS_MESSAGES.descriptionTooShort })
    .trim()
    .min(BUSINESS_DESCRIPTION_MIN_LENGTH, BUSINESS_MESSAGES.descriptionTooShort)
    .pipe(safeText(BUSINESS_LIMITS.description)),
  shortDescription: optionalText(BUSINESS_LIMITS.shortDescription),
  industry: z.enum(BUSINESS_INDUSTRIES, { error: BUSINESS_MESSAGES.industryRequired }),
  category: z.enum(BUSINESS_CATEGORIES, { error: BUSINESS_MESSAGES.categoryRequired }),
  website: urlField(),
  email: emailField,
  phone: optionalText(BUSINESS_LIMITS.phone),
  address: optionalText(BUSINESS_LIMITS.text),
  city: optionalText(BUSINESS_LIMITS.text),
  state: optionalText(BUSINESS_LIMITS.text),
  zipCode: optionalText(BUSINESS_LIMITS.zipCode),
  country: z
    .string()
    .trim()
    .pipe(safeText(BUSINESS_LIMITS.text))
    .transform((value) => (value === "" ? DEFAULT_BUSINESS_COUNTRY : value))
    .optional(),
  logo: urlField(),
  coverImage: urlField(),
  yearEstablished: yearEstablishedField.optional(),
  employeeCount: z
    .union([
      z.literal("").transform(() => null),
      z.enum(EMPLOYEE_COUNTS, { error: BUSINESS_MESSAGES.invalidEmployeeCount }),
    ])
    .nullish(),
  services: listField("Services", BUSINESS_LIMITS.services).optional(),
  tags: listField("Tags", BUSINESS_LIMITS.tags).optional(),
};

/** The create form: every field; country defaults to United States. */
export const businessFormSchema = z.strictObject(businessFormFields);
export type BusinessFormInput = z.input<typeof businessFormSchema>;
export type BusinessFormOutput = z.output<typeof businessFormSchema>;

/** The admin create schema: the form, the status switches and the owner (docs/product.md, Rules). */
export const adminBusinessStatusFields = {
  isActive: z.boolean({ error: "Active status must be true or false" }).default(true),
  isVerified: z.boolean({ error: "Verified status must be true or false" }).default(false),
  isFeatured: z.boolean({ error: "Featured status must be true or false" }).default(false),
};

export const ownerIdField = idParam("Owner", "body", {
  type: BUSINESS_MESSAGES.ownerRequired,
  invalid: BUSINESS_MESSAGES.ownerRequired,
});

/** Splits a comma-separated form line into the list the API takes. */
export function parseCommaList(input: string): string[] {
  return input
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
