import { COMMON_PASSWORD, EMAIL_TAKEN } from "@shared/contracts/auth";
import type { ApiErrorInfo } from "@/lib/api-request";

export type RegisterField = "email" | "password" | "firstName" | "lastName";
const FIELDS: readonly string[] = ["email", "password", "firstName", "lastName"];
const isRegisterField = (path: string): path is RegisterField => FIELDS.includes(path);

export type RegisterErrorPlacement = {
  /** Messages shown under their field, in form order (the first one is focused). */
  fieldErrors: { field: RegisterField; message: string }[];
  /** A message about the whole form (registration closed, too many attempts, network), or null. */
  formMessage: string | null;
};

/**
 * Where a refused registration's message goes: zod issues under the field of their path, a taken
 * e-mail (409) under the e-mail, a common password (400) under the password; anything else above
 * the buttons.
 */
export function registerErrorPlacement({ status, message, issues }: ApiErrorInfo): RegisterErrorPlacement {
  const fieldErrors: RegisterErrorPlacement["fieldErrors"] = [];
  for (const issue of issues) {
    if (isRegisterField(issue.path)) fieldErrors.push({ field: issue.path, message: issue.message });
  }
  if (status === 409) fieldErrors.push({ field: "email", message: message ?? EMAIL_TAKEN });
  else if (status === 400 && message === COMMON_PASSWORD) fieldErrors.push({ field: "password", message });
  fieldErrors.sort((a, b) => FIELDS.indexOf(a.field) - FIELDS.indexOf(b.field));
  if (fieldErrors.length > 0) return { fieldErrors, formMessage: null };
  const known = status === 400 || status === 403 || status === 409 || status === 429;
  return {
    fieldErrors,
    formMessage: known && message ? message : "Failed to create account. Please try again.",
  };
}
