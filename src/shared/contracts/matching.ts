/** Texts of the Connect actions (document 1 section 8). */
export const CONNECTION_REQUEST_SENT = "Connection request sent";
export const CONNECTION_REQUEST_FAILED = "Failed to send connection request. Please try again.";
