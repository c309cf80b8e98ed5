import { describe, expect, it } from "vitest";
import {
  BUSINESS_MESSAGES,
  businessFormSchema,
  parseCommaList,
  yearEstablishedMessage,
} from "./business-form";
import {
  ADMIN_FORM_CATEGORIES,
  ADMIN_FORM_INDUSTRIES,
  BUSINESS_CATEGORIES,
  BUSINESS_INDUSTRIES,
  DIRECTORY_CATEGORIES,
  DIRECTORY_INDUSTRIES,
  DIRECTORY_SECTOR_FILTER_VALUES,
  DIRECTORY_SPECIALITY_FILTER_VALUES,
  yearsInBusiness,
} from "./directory";

const valid = {
  name: "Acme",
  description: "Ten or more characters.",
  industry: "Technology",
  category: "Software Development",
};

function messages(input: unknown) {
  const result = businessFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("business form rules (docs/product.md, Rules)", () => {
  it("gives the spec's messages", () => {
    expect(messages({ ...valid, name: " " })).toEqual({ name: "Business name is required" });
    expect(messages({ ...valid, description: "123456789" })).toEqual({
      description: "Description must be at least 10 characters",
    });
    expect(messages({ ...valid, industry: "" })).toEqual({ industry: "Industry is required" });
    expect(messages({ ...valid, category: undefined })).toEqual({ category: "Category is required" });
    expect(messages({ ...valid, website: "example.com", logo: "x", coverImage: "ftp://a" })).toEqual({
      website: BUSINESS_MESSAGES.invalidUrl,
      logo: BUSINESS_MESSAGES.invalidUrl,
      coverImage: BUSINESS_MESSAGES.invalidUrl,
    });
    expect(messages({ ...valid, email: "nope" })).toEqual({ email: BUSINESS_MESSAGES.invalidEmail });
  });

  it("takes years from 1800 to the current year, from a number or a form's text", () => {
    const year = new Date().getFullYear();
    expect(messages({ ...valid, yearEstablished: 1799 })).toEqual({
      yearEstablished: yearEstablishedMessage(),
    });
    expect(messages({ ...valid, yearEstablished: year + 1 })).toEqual({
      yearEstablished: yearEstablishedMessage(),
    });
    expect(yearEstablishedMessage()).toBe(`Year established must be between 1800 and ${year}`);
    expect(businessFormSchema.parse({ ...valid, yearEstablished: "1800" }).yearEstablished).toBe(1800);
    expect(businessFormSchema.parse({ ...valid, yearEstablished: "" }).yearEstablished).toBeNull();
  });

  it("stores empty optional fields as null and defaults the country", () => {
    const parsed = businessFormSchema.parse({
      ...valid,
      website: "",
      email: " ",
      country: "",
      employeeCount: "",
    });
    expect(parsed).toMatchObject({
      website: null,
      email: null,
      country: "United States",
      employeeCount: null,
    });
  });

  it("splits comma-separated lists", () => {
    expect(parseCommaList(" SEO, , Web design ,")).toEqual(["SEO", "Web design"]);
  });
});

describe("directory option lists", () => {
  it("store every admin-form and directory value, and the page's selects cover both lists", () => {
    for (const value of [...ADMIN_FORM_INDUSTRIES, ...DIRECTORY_CATEGORIES]) {
      expect(BUSINESS_INDUSTRIES).toContain(value);
      expect(DIRECTORY_SECTOR_FILTER_VALUES).toContain(value);
    }
    for (const value of [...ADMIN_FORM_CATEGORIES, ...DIRECTORY_INDUSTRIES]) {
      expect(BUSINESS_CATEGORIES).toContain(value);
      expect(DIRECTORY_SPECIALITY_FILTER_VALUES).toContain(value);
    }
    expect(DIRECTORY_SECTOR_FILTER_VALUES.slice(0, DIRECTORY_CATEGORIES.length)).toEqual([
      ...DIRECTORY_CATEGORIES,
    ]);
    expect(DIRECTORY_SPECIALITY_FILTER_VALUES.slice(0, DIRECTORY_INDUSTRIES.length)).toEqual([
      ...DIRECTORY_INDUSTRIES,
    ]);
  });

  it("counts years in business from yearEstablished", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(yearsInBusiness(2019, now)).toBe(7);
    expect(yearsInBusiness(2026, now)).toBe(0);
    expect(yearsInBusiness(null, now)).toBeNull();
  });
});
