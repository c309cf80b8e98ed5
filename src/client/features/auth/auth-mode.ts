/** Which form the sign-in dialog shows. */
export type AuthMode = "login" | "register" | "forgot";
