import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from "@shared/contracts/account";
import type { BusinessImageKind } from "@shared/contracts/directory";
import { ImageIcon, Trash2, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { applyBusinessImageChange } from "../../api";

const ACCEPTED = PROFILE_PHOTO_TYPES.join(",");
const LABELS: Record<BusinessImageKind, string> = { logo: "Logo", cover: "Cover image" };

/** The pictures chosen in the form: a new file, null to remove the current one, absent to keep it. */
export type BusinessImageChoices = Partial<Record<BusinessImageKind, File | null>>;

/**
 * Sends the chosen pictures once the business is saved; answers the server's message when one was
 * refused (the others are still sent), or null.
 */
export async function saveImageChoices(businessId: number, choices: BusinessImageChoices) {
  let failure: string | null = null;
  for (const kind of Object.keys(choices) as BusinessImageKind[]) {
    try {
      await applyBusinessImageChange(businessId, { kind, file: choices[kind] ?? null });
    } catch (error) {
      failure ??= `${LABELS[kind]}: ${parseApiError(error).message ?? "not saved"}`;
    }
  }
  return failure;
}

type BusinessImagesFieldProps = {
  idPrefix: string;
  current: Record<BusinessImageKind, string | null>;
  choices: BusinessImageChoices;
  onChange: (choices: BusinessImageChoices) => void;
};

/**
 * Logo and cover of the business form: upload a PNG, JPEG or WebP (up to 5 MB) or remove the current
 * one. The files are sent through POST /api/businesses/{id}/logo and /cover once the form is saved.
 */
export function BusinessImagesField({ idPrefix, current, choices, onChange }: BusinessImagesFieldProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium">Pictures</legend>
      {(["logo", "cover"] as const).map((kind) => (
        <ImagePicker
          key={kind}
          id={`${idPrefix}-${kind}`}
          kind={kind}
          current={current[kind]}
          choice={choices[kind]}
          onChoose={(file) => onChange({ ...choices, [kind]: file })}
        />
      ))}
    </fieldset>
  );
}

type ImagePickerProps = {
  id: string;
  kind: BusinessImageKind;
  current: string | null;
  choice: File | null | undefined;
  onChoose: (file: File | null) => void;
};

function ImagePicker({ id, kind, current, choice, onChoose }: ImagePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(choice);
  const shown = choice === undefined ? current : preview;
  const label = LABELS[kind];

  const handleChoose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setError("Choose a PNG, JPEG or WebP image.");
      return;
    }
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setError("The image is larger than 5 MB.");
      return;
    }
    setError(null);
    onChoose(file);
  };

  return (
    <div className="grid content-start gap-2">
      <span id={`${id}-label`} className="text-sm">
        {label}
      </span>
      <div
        className={`flex items-center justify-center overflow-hidden rounded-md border bg-muted ${kind === "logo" ? "size-20" : "h-20 w-full"}`}
      >
        {shown ? (
          <img src={shown} alt={`${label} preview`} className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />
        )}
      </div>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPTED}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleChoose}
        data-testid={`business-${kind}-input`}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
          <Upload aria-hidden="true" />
          {shown ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </Button>
        {shown ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChoose(null)}>
            <Trash2 aria-hidden="true" />
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
      </div>
      {choice ? <p className="text-xs text-muted-foreground">Saved with the business.</p> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An object URL for the chosen file while it is shown. */
function usePreviewUrl(file: File | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}
