import { EMPLOYEE_COUNTS, YEAR_ESTABLISHED_MIN } from "@shared/rules/directory";
import { Controller, type UseFormReturn } from "react-hook-form";
import { InputField, TextareaField } from "@/components/forms/text-form-fields";
import { FormField } from "@/components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { BusinessFormOutput, BusinessFormValues } from "../../business-form-schema";

/** Radix Select items cannot carry an empty value; this one stands for "not given". */
const NOT_GIVEN = "__none__";

type BusinessFormFieldsProps = {
  form: UseFormReturn<BusinessFormValues, unknown, BusinessFormOutput>;
  /** Prefix of the field ids, unique per form on the page. */
  idPrefix: string;
  industryOptions: readonly string[];
  categoryOptions: readonly string[];
};

/** Options plus the stored value when an older business holds one the list no longer offers. */
export function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current && !options.includes(current) ? [...options, current] : options;
}

/** Every field of the business form (docs/product.md, Screens: Create Business dialog), labelled and validated. */
export function BusinessFormFields({
  form,
  idPrefix,
  industryOptions,
  categoryOptions,
}: BusinessFormFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const id = (name: string) => `${idPrefix}-${name}`;
  const currentYear = new Date().getFullYear();

  const selectField = (
    name: "industry" | "category" | "employeeCount",
    label: string,
    placeholder: string,
    options: readonly string[],
    optionLabel: (value: string) => string = (value) => value,
  ) => (
    <FormField id={id(name)} label={label} error={errors[name]?.message}>
      {(controlProps) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              value={field.value || (name === "employeeCount" ? NOT_GIVEN : undefined)}
              onValueChange={(value) => field.onChange(value === NOT_GIVEN ? "" : value)}
              name={field.name}
            >
              <SelectTrigger {...controlProps} onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
              <SelectContent>
                {name === "employeeCount" ? <SelectItem value={NOT_GIVEN}>Not specified</SelectItem> : null}
                {withCurrent(options, field.value).map((option) => (
                  <SelectItem key={option} value={option}>
                    {optionLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      )}
    </FormField>
  );

  return (
    <div className="grid gap-4">
      <InputField
        id={id("name")}
        label="Business Name *"
        error={errors.name?.message}
        autoComplete="organization"
        maxLength={120}
        {...register("name")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {selectField("industry", "Industry *", "Select industry", industryOptions)}
        {selectField("category", "Category *", "Select category", categoryOptions)}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {selectField(
          "employeeCount",
          "Employee Count",
          "Select size",
          EMPLOYEE_COUNTS,
          (value) => `${value} employees`,
        )}
        <InputField
          id={id("year")}
          label="Year Established"
          error={errors.yearEstablished?.message}
          type="number"
          inputMode="numeric"
          min={YEAR_ESTABLISHED_MIN}
          max={currentYear}
          {...register("yearEstablished")}
        />
      </div>
      <InputField
        id={id("short-description")}
        label="Short Description"
        error={errors.shortDescription?.message}
        placeholder="Brief description for listings"
        maxLength={300}
        {...register("shortDescription")}
      />
      <TextareaField
        id={id("description")}
        label="Full Description *"
        error={errors.description?.message}
        rows={4}
        maxLength={5000}
        {...register("description")}
      />
      <InputField
        id={id("services")}
        label="Services"
        hint="Separate services with commas, e.g. SEO audits, Web design"
        error={errors.services?.message}
        {...register("services")}
      />
      <InputField
        id={id("tags")}
        label="Tags"
        hint="Separate tags with commas"
        error={errors.tags?.message}
        {...register("tags")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id={id("website")}
          label="Website"
          error={errors.website?.message}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          {...register("website")}
        />
        <InputField
          id={id("email")}
          label="Email"
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          {...register("email")}
        />
        <InputField
          id={id("phone")}
          label="Phone"
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
          {...register("phone")}
        />
        <InputField
          id={id("address")}
          label="Address"
          error={errors.address?.message}
          autoComplete="street-address"
          {...register("address")}
        />
        <InputField
          id={id("city")}
          label="City"
          error={errors.city?.message}
          autoComplete="address-level2"
          {...register("city")}
        />
        <InputField
          id={id("state")}
          label="State"
          error={errors.state?.message}
          autoComplete="address-level1"
          {...register("state")}
        />
        <InputField
          id={id("zip")}
          label="ZIP Code"
          error={errors.zipCode?.message}
          autoComplete="postal-code"
          {...register("zipCode")}
        />
        <InputField
          id={id("country")}
          label="Country"
          error={errors.country?.message}
          autoComplete="country-name"
          {...register("country")}
        />
      </div>
    </div>
  );
}
