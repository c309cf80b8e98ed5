import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from "@shared/contracts/account";
import { BANNER_IMAGE_PATH } from "@shared/contracts/banners";
import { Loader2, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { parseApiError } from "@/lib/api-request";
import { useUploadBannerImage } from "./banners-api";

const ACCEPTED = PROFILE_PHOTO_TYPES.join(",");

type BannerImageFieldProps = {
  /** The banner's picture: an address on this site, an older outside one, or "" for none. */
  value: string;
  onChange: (url: string) => void;
  /** The form's or the server's message about the picture. */
  error?: string;
};

/**
 * The banner's picture: the admin picks a PNG, JPEG or WebP (up to 5 MB), which is uploaded at once
 * through POST /api/admin/banners/images; the form keeps the address answered. The live preview
 * beside the form shows it as members will see it.
 */
export function BannerImageField({ value, onChange, error }: BannerImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadImage = useUploadBannerImage();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const isOutside = value !== "" && !BANNER_IMAGE_PATH.test(value);
  const shownError = uploadError ?? error;

  const handleChoose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setUploadError("Choose a PNG, JPEG or WebP image.");
      return;
    }
    if (file.size > PROFILE_PHOTO_MAX_BYTES) {
      setUploadError("The image is larger than 5 MB.");
      return;
    }
    setUploadError(null);
    uploadImage.mutate(file, {
      onSuccess: ({ url }) => onChange(url),
      onError: (failure) =>
        setUploadError(parseApiError(failure).message ?? "The image was not uploaded. Please try again."),
    });
  };

  const hint = uploadImage.isPending
    ? "Uploading the image…"
    : isOutside
      ? "This picture is on another site, which the site's security policy blocks: members see the default art. Upload the picture instead."
      : value
        ? "Uploaded. The preview shows it as members will see it."
        : "PNG, JPEG or WebP, up to 5 MB. Without one, members see the default art.";

  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-1 text-sm font-medium">Banner Image (optional)</legend>
      <input
        ref={inputRef}
        id="banner-image"
        type="file"
        accept={ACCEPTED}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={handleChoose}
        data-testid="banner-image-input"
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={uploadImage.isPending}
          aria-describedby="banner-image-hint"
          onClick={() => inputRef.current?.click()}
        >
          {uploadImage.isPending ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {uploadImage.isPending ? "Uploading..." : value ? "Change image" : "Upload image"}
        </Button>
        {value && !uploadImage.isPending ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setUploadError(null);
              onChange("");
            }}
          >
            <Trash2 aria-hidden="true" />
            Remove image
          </Button>
        ) : null}
      </div>
      <p id="banner-image-hint" role="status" className="text-xs text-muted-foreground">
        {hint}
      </p>
      {shownError ? (
        <p role="alert" className="text-sm text-destructive">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}
