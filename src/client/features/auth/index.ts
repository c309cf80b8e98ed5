/**
 * What the rest of the app uses of auth: the dialog provider (app.tsx) and the verify-email banner
 * (the layout). Both are in the landing page's entry chunk: nothing heavier belongs here. Opening the
 * dialog is `useAuthDialog` in lib/auth-dialog.ts.
 */
export { AuthDialogProvider } from "./auth-dialog-provider";
export { VerifyEmailBanner } from "./components/verify-email-banner";
