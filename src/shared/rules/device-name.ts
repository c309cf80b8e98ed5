import Bowser from "bowser";

/**
 * "Chrome on macOS", "Safari on iOS", "Firefox on Windows": how the Settings page names a session
 * from the User-Agent it started with. Unknown parts read "Unknown browser" / "an unknown device".
 */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return "Unknown browser on an unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || "Unknown browser";
  const os = parsed.os.name || "";
  return `${browser} on ${os || "an unknown device"}`;
}
