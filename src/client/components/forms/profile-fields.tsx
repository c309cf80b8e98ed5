import type { ComponentProps } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { InputField, TextareaField } from "./text-form-fields";

type ProfileFieldSpec = {
  label: string;
  /** The end of the input's id, after the form's prefix ("edit-profile-" + "summary"). */
  id: string;
  /** A textarea of this many rows; an input without. */
  rows?: number;
  hint?: string;
} & Pick<ComponentProps<"input">, "autoComplete" | "type" | "inputMode" | "placeholder">;

/**
 * The profile's text fields as every form asks them: sign-up, Edit Profile, and the admin's Add User
 * and Edit User. One label, id, kind and hint per field, so the forms cannot drift apart.
 */
export const PROFILE_FIELDS = {
  firstName: { label: "First name", id: "first-name", autoComplete: "given-name" },
  lastName: { label: "Last name", id: "last-name", autoComplete: "family-name" },
  jobTitle: { label: "Job title", id: "job-title", autoComplete: "organization-title" },
  company: { label: "Company", id: "company", autoComplete: "organization" },
  location: {
    label: "Location",
    id: "location",
    autoComplete: "address-level2",
    placeholder: "City, Country",
  },
  professionalSummary: {
    label: "Professional summary",
    id: "summary",
    rows: 3,
    placeholder: "What you do and who you help",
  },
  phoneNumber: { label: "Phone number", id: "phone", type: "tel", autoComplete: "tel" },
  linkedinUrl: {
    label: "LinkedIn profile",
    id: "linkedin",
    type: "url",
    inputMode: "url",
    placeholder: "linkedin.com/in/you",
  },
  websiteUrl: {
    label: "Website / portfolio",
    id: "website",
    type: "url",
    inputMode: "url",
    placeholder: "yourwebsite.com",
  },
  skills: {
    label: "Skills (comma separated)",
    id: "skills",
    hint: "For example: Marketing, SEO, Public speaking",
  },
  lookingFor: {
    label: "What I'm looking for",
    id: "looking-for",
    rows: 2,
    placeholder: "Clients, partners, a new role...",
  },
  servicesOffered: {
    label: "Services offered",
    id: "services",
    rows: 2,
    placeholder: "Consulting, design, development...",
  },
  targetAudience: {
    label: "Target audience",
    id: "target-audience",
    rows: 2,
    placeholder: "Who you want to reach",
  },
} as const satisfies Record<string, ProfileFieldSpec>;

export type ProfileFieldName = keyof typeof PROFILE_FIELDS;

type ProfileFieldsProps<T extends FieldValues> = {
  /** The form's id prefix: "register", "edit-profile", "add-user". */
  idPrefix: string;
  names: readonly (ProfileFieldName & Path<T>)[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** Fields the form may leave empty, labelled "(optional)". */
  optional?: readonly ProfileFieldName[];
  /** An admin fills in someone else's profile: the browser must not offer their own details. */
  isSomeoneElse?: boolean;
};

/** The named profile fields, in order, each labelled with its error; spread into the form's own layout. */
export function ProfileFields<T extends FieldValues>({
  idPrefix,
  names,
  register,
  errors,
  optional = [],
  isSomeoneElse = false,
}: ProfileFieldsProps<T>) {
  return names.map((name) => {
    const { label, id, hint, ...spec } = PROFILE_FIELDS[name] as ProfileFieldSpec;
    const { rows, ...inputProps } = spec;
    const field = {
      id: `${idPrefix}-${id}`,
      label: optional.includes(name) ? `${label} (optional)` : label,
      hint,
      error: (errors as FieldErrors)[name]?.message as string | undefined,
    };
    if (rows)
      return (
        <TextareaField key={name} {...field} rows={rows} placeholder={spec.placeholder} {...register(name)} />
      );
    return (
      <InputField
        key={name}
        {...field}
        {...inputProps}
        autoComplete={isSomeoneElse ? "off" : inputProps.autoComplete}
        {...register(name)}
      />
    );
  });
}
