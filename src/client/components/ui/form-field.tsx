import type { ReactElement, ReactNode } from "react";
import { cloneElement } from "react";
import { Label } from "./label";

export type FieldControlProps = {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /**
   * One input or textarea, which receives id, aria-invalid and aria-describedby; or a function that
   * gets those props and places them itself (a Select passes them to its trigger).
   */
  children: ReactElement<FieldControlProps> | ((controlProps: FieldControlProps) => ReactNode);
};

/** A labelled form control with its hint and its inline validation message. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const controlProps: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {typeof children === "function" ? children(controlProps) : cloneElement(children, controlProps)}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
