import type { Business } from "@shared/contracts/directory";
import { BUSINESS_LIMITS, businessFormFields, parseCommaList } from "@shared/rules/business-form";
import { z } from "zod";

/** Services and tags are typed as one comma-separated line each and sent as lists. */
const commaList = (label: string, max: number) =>
  z
    .string()
    .transform(parseCommaList)
    .pipe(
      z
        .array(
          z
            .string()
            .max(
              BUSINESS_LIMITS.listItem,
              `Each item must be at most ${BUSINESS_LIMITS.listItem} characters`,
            ),
        )
        .max(max, `At most ${max} ${label}`),
    );

/**
 * The business form (member create and edit, admin create and edit), checked by the API's own rules
 * (docs/product.md, Rules) before anything is sent.
 */
export const businessFormSchema = z.object({
  ...businessFormFields,
  services: commaList("services", BUSINESS_LIMITS.services),
  tags: commaList("tags", BUSINESS_LIMITS.tags),
});

export type BusinessFormValues = {
  name: string;
  description: string;
  shortDescription: string;
  industry: string;
  category: string;
  website: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  yearEstablished: string;
  employeeCount: string;
  services: string;
  tags: string;
};
export type BusinessFormOutput = z.output<typeof businessFormSchema>;

export const BUSINESS_FORM_FIELDS = Object.keys(businessFormSchema.shape) as (keyof BusinessFormValues)[];

export const isBusinessFormField = (path: string): path is keyof BusinessFormValues =>
  (BUSINESS_FORM_FIELDS as string[]).includes(path.split(".")[0] ?? "");

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  name: "",
  description: "",
  shortDescription: "",
  industry: "",
  category: "",
  website: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  country: "United States",
  yearEstablished: "",
  employeeCount: "",
  services: "",
  tags: "",
};

/** A stored business as form values (nulls become empty inputs). */
export function businessFormDefaults(business: Business): BusinessFormValues {
  return {
    name: business.name,
    description: business.description ?? "",
    shortDescription: business.shortDescription ?? "",
    industry: business.industry ?? "",
    category: business.category,
    website: business.website ?? "",
    email: business.email ?? "",
    phone: business.phone ?? "",
    address: business.address ?? "",
    city: business.city ?? "",
    state: business.state ?? "",
    zipCode: business.zipCode ?? "",
    country: business.country,
    yearEstablished: business.yearEstablished === null ? "" : String(business.yearEstablished),
    employeeCount: business.employeeCount ?? "",
    services: business.services.join(", "),
    tags: business.tags.join(", "),
  };
}
