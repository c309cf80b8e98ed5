import { useEffect, useState } from "react";
import { useDebouncedValue } from "@/lib/use-debounced-value";

export type ImageCheck = "none" | "checking" | "loads" | "fails";

/**
 * Whether the browser can show the image at `url` (it exists, is an image, and the site's
 * Content-Security-Policy lets it load), checked after the admin stops typing.
 */
export function useImageCheck(url: string | null | undefined): ImageCheck {
  const settledUrl = useDebouncedValue(url?.trim() ?? "", 400);
  const [result, setResult] = useState<{ url: string; loads: boolean } | null>(null);

  useEffect(() => {
    if (!settledUrl) return;
    let isCurrent = true;
    const image = new Image();
    image.onload = () => isCurrent && setResult({ url: settledUrl, loads: true });
    image.onerror = () => isCurrent && setResult({ url: settledUrl, loads: false });
    image.src = settledUrl;
    return () => {
      isCurrent = false;
    };
  }, [settledUrl]);

  if (!url?.trim()) return "none";
  if (!result || result.url !== url.trim()) return "checking";
  return result.loads ? "loads" : "fails";
}
