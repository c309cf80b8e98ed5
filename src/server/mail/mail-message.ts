/** One e-mail: plain text always (every client reads it), HTML optionally. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};
