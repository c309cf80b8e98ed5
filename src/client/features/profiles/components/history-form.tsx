import { type FormEvent, useId, useState } from "react";
import { PendingButton } from "@/components/forms/pending-button";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { parseApiError } from "@/lib/api-request";

export type HistoryField = {
  name: string;
  label: string;
  type?: "text" | "month" | "number" | "textarea";
  required?: boolean;
  hint?: string;
};

type HistoryFormProps = {
  /** The form's accessible name, e.g. "Add experience". */
  title: string;
  fields: HistoryField[];
  initial: Record<string, string>;
  /** A checkbox under the fields (e.g. "I currently work here"), which empties and disables `clears`. */
  toggle?: { label: string; clears: string; initial: boolean };
  isPending: boolean;
  error: unknown;
  onSubmit: (values: Record<string, string>, toggled: boolean) => void;
  onCancel: () => void;
};

/**
 * An inline form for one experience or education entry: the server validates, and each field shows
 * its own message from the answer's issues (the form-level message otherwise).
 */
export function HistoryForm({
  title,
  fields,
  initial,
  toggle,
  isPending,
  error,
  onSubmit,
  onCancel,
}: HistoryFormProps) {
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [toggled, setToggled] = useState(toggle?.initial ?? false);
  const problem = error ? parseApiError(error) : null;
  const fieldError = (name: string) => problem?.issues.find((issue) => issue.path === name)?.message;
  const formError = problem && problem.issues.length === 0 ? problem.message : null;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values, toggled);
  };
  return (
    <form
      aria-label={title}
      onSubmit={handleSubmit}
      className="grid gap-3 rounded-lg border border-border p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => {
          const id = `${formId}-${field.name}`;
          const isCleared = toggle?.clears === field.name && toggled;
          const common = {
            value: isCleared ? "" : (values[field.name] ?? ""),
            disabled: isCleared,
            required: field.required,
            onChange: (event: { target: { value: string } }) =>
              setValues((current) => ({ ...current, [field.name]: event.target.value })),
          };
          return (
            <div key={field.name} className={field.type === "textarea" ? "sm:col-span-2" : undefined}>
              <FormField id={id} label={field.label} error={fieldError(field.name)} hint={field.hint}>
                {field.type === "textarea" ? (
                  <Textarea {...common} />
                ) : (
                  <Input
                    {...common}
                    type={field.type ?? "text"}
                    placeholder={field.type === "month" ? "YYYY-MM" : undefined}
                  />
                )}
              </FormField>
            </div>
          );
        })}
      </div>
      {toggle ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={toggled}
            onChange={(event) => setToggled(event.target.checked)}
            className="size-4 accent-primary"
          />
          {toggle.label}
        </label>
      ) : null}
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <PendingButton type="submit" isPending={isPending} pendingLabel="Saving…">
          Save
        </PendingButton>
      </div>
    </form>
  );
}
