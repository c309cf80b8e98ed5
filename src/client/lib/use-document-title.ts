import { useEffect } from "react";

const SITE_NAME = "Netwise";

/** Sets the tab title for a page: "<title> · Netwise". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME}: Professional Networking`;
  }, [title]);
}
