import { zodResolver } from "@hookform/resolvers/zod";
import { type UseFormReturn, useForm } from "react-hook-form";
import { parseApiError } from "@/lib/api-request";
import {
  type BusinessFormOutput,
  type BusinessFormValues,
  businessFormSchema,
  isBusinessFormField,
} from "../../business-form-schema";

/** A business form checked by the API's own rules before anything is sent. */
export function useBusinessForm(defaultValues: BusinessFormValues) {
  return useForm<BusinessFormValues, unknown, BusinessFormOutput>({
    resolver: zodResolver(businessFormSchema) as never,
    defaultValues,
  });
}

/**
 * Puts the server's field messages under the fields they name; returns the message to show in a
 * toast when the answer named no field of the form.
 */
export function showServerErrors(
  form: UseFormReturn<BusinessFormValues, unknown, BusinessFormOutput>,
  error: unknown,
): string | null {
  const { message, issues } = parseApiError(error);
  let placed = false;
  for (const issue of issues) {
    const field = issue.path.split(".")[0] ?? "";
    if (isBusinessFormField(field)) {
      form.setError(field, { message: issue.message });
      placed = true;
    }
  }
  return placed ? null : message;
}
