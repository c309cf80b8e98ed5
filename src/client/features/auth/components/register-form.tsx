import { zodResolver } from "@hookform/resolvers/zod";
import { registerRequestSchema } from "@shared/contracts/auth";
import {
  INDUSTRY_LABELS,
  REGISTRATION_INDUSTRIES,
  type RegistrationIndustry,
} from "@shared/rules/industries";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import type { z } from "zod";
import { IndustrySelect } from "@/components/forms/industry-select";
import { NewPasswordField } from "@/components/forms/new-password-field";
import { PendingButton } from "@/components/forms/pending-button";
import { InputField, TextareaField } from "@/components/forms/text-form-fields";
import { FormField } from "@/components/ui/form-field";
import { publicSettingsQueryKey } from "@/features/settings/api";
import { parseApiError } from "@/lib/api-request";
import { useAuth } from "@/lib/auth-provider";
import { queryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";

/** The registration schema of the API, narrowed to the fields the dialog shows. */
const registerFormSchema = registerRequestSchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  password: true,
  jobTitle: true,
  company: true,
  industry: true,
  location: true,
  lookingFor: true,
  servicesOffered: true,
});

type RegisterFormValues = z.input<typeof registerFormSchema>;

const EMPTY_VALUES = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  jobTitle: "",
  company: "",
  industry: "",
  location: "",
  lookingFor: "",
  servicesOffered: "",
} satisfies RegisterFormValues;

const FIELD_NAMES = Object.keys(EMPTY_VALUES) as (keyof typeof EMPTY_VALUES)[];
const isFormField = (path: string): path is keyof typeof EMPTY_VALUES =>
  (FIELD_NAMES as string[]).includes(path);

/** Register mode: the fields of docs/product.md, validated by the server's registration schema. */
export function RegisterForm({ onSuccess, returnTo }: { onSuccess: () => void; returnTo: string }) {
  const { register: registerAccount } = useAuth();
  const [, navigate] = useLocation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: EMPTY_VALUES,
  });

  const handleRegister = handleSubmit(async (data) => {
    try {
      const user = await registerAccount(data);
      toast({
        title: "Account created!",
        description: `Welcome to Netwise, ${user.firstName}.`,
        variant: "success",
      });
      onSuccess();
      navigate(returnTo);
    } catch (error) {
      const { status, message, issues } = parseApiError(error);
      for (const issue of issues) {
        if (isFormField(issue.path)) setError(issue.path, { message: issue.message });
      }
      // 403: registration was closed meanwhile; the refreshed settings hide the ways in.
      if (status === 403) void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
      const showServerMessage =
        (status === 409 || status === 400 || status === 403 || status === 429) && message;
      toast({
        title: "Error",
        description: showServerMessage ? message : "Failed to create account. Please try again.",
        variant: "destructive",
      });
    }
  });

  return (
    <form onSubmit={handleRegister} noValidate className="grid gap-4" aria-label="Create account">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="register-first-name"
          label="First name"
          error={errors.firstName?.message}
          autoComplete="given-name"
          {...register("firstName")}
        />
        <InputField
          id="register-last-name"
          label="Last name"
          error={errors.lastName?.message}
          autoComplete="family-name"
          {...register("lastName")}
        />
        <InputField
          id="register-email"
          label="Email"
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...register("email")}
        />
        <NewPasswordField
          id="register-password"
          label="Password"
          error={errors.password?.message}
          placeholder="Minimum 6 characters"
          {...register("password")}
        />
        <InputField
          id="register-job-title"
          label="Job title (optional)"
          error={errors.jobTitle?.message}
          autoComplete="organization-title"
          {...register("jobTitle")}
        />
        <InputField
          id="register-company"
          label="Company (optional)"
          error={errors.company?.message}
          autoComplete="organization"
          {...register("company")}
        />
        <FormField id="register-industry" label="Industry (optional)" error={errors.industry?.message}>
          {(controlProps) => (
            <IndustrySelect
              control={control}
              name="industry"
              options={REGISTRATION_INDUSTRIES}
              label={(industry) => INDUSTRY_LABELS[industry as RegistrationIndustry]}
              controlProps={controlProps}
            />
          )}
        </FormField>
        <InputField
          id="register-location"
          label="Location (optional)"
          error={errors.location?.message}
          autoComplete="address-level2"
          placeholder="City, Country"
          {...register("location")}
        />
      </div>
      <TextareaField
        id="register-looking-for"
        label="What are you looking for? (optional)"
        error={errors.lookingFor?.message}
        rows={2}
        placeholder="Clients, partners, a new role..."
        {...register("lookingFor")}
      />
      <TextareaField
        id="register-services-offered"
        label="Services you offer (optional)"
        error={errors.servicesOffered?.message}
        rows={2}
        placeholder="Consulting, design, development..."
        {...register("servicesOffered")}
      />
      <PendingButton
        type="submit"
        className="w-full"
        isPending={isSubmitting}
        pendingLabel="Creating Account..."
      >
        Create Account
      </PendingButton>
    </form>
  );
}
