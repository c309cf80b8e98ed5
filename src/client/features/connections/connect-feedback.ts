import { CONNECTION_REQUEST_FAILED } from "@shared/contracts/connections";
import { parseApiError } from "@/lib/api-request";

/** The spec's failure text, followed by the server's reason when it refused the request (4xx). */
export function connectFailureText(error: unknown): string {
  const { status, message } = parseApiError(error);
  return status !== null && status >= 400 && status < 500 && message
    ? `${CONNECTION_REQUEST_FAILED} ${message}`
    : CONNECTION_REQUEST_FAILED;
}
